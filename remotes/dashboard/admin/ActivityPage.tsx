import { AdminScreen } from '@academy/admin-kit';
import { ActivityLog } from './features/activity/ActivityLog';

/** The audit log (/admin/activity, the owner's): who did what, when and from where. */
export default function AdminActivityPage() {
  return (
    <AdminScreen title="Activity">
      <ActivityLog />
    </AdminScreen>
  );
}
