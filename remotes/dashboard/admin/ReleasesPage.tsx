import { AdminScreen } from '@academy/admin-kit';
import { RemoteReleases } from './features/remoteReleases/RemoteReleases';

/**
 * The releases (/admin/releases, the owner's): each remote's current release, canary and previous
 * release with what visitors lived through, and Roll back, End canary and Promote canary.
 */
export default function AdminReleasesPage() {
  return (
    <AdminScreen title="Releases">
      <RemoteReleases />
    </AdminScreen>
  );
}
