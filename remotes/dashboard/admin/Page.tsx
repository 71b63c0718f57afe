import { AdminScreen, SectionSearchFields } from '@academy/admin-kit';
import dashboard from '../section';
import { DashboardSettingsEditor } from './features/settings/DashboardSettingsEditor';
import { PrivacyPolicyEditor } from './features/privacy/PrivacyPolicyEditor';

/**
 * The dashboard settings screen, mounted at /admin/dashboard and at /admin/privacy-policy (the
 * spec shows no separate policy screen).
 */
export default function AdminDashboardPage() {
  return (
    <AdminScreen title="Dashboard settings">
      <DashboardSettingsEditor />
      <PrivacyPolicyEditor />
      <SectionSearchFields section={dashboard} />
    </AdminScreen>
  );
}
