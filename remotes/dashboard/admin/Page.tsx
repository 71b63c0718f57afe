import { AdminScreen, SectionSearchFields } from '@academy/admin-kit';
import dashboard from '../section';
import { DashboardSettingsEditor } from './features/settings/DashboardSettingsEditor';
import { PrivacyPolicyEditor } from './features/privacy/PrivacyPolicyEditor';
import { DescriptionsSetting } from './features/pictures/DescriptionsSetting';
import { PicturesToDescribe } from './features/pictures/PicturesToDescribe';

/**
 * The dashboard settings screen, mounted at /admin/dashboard and at /admin/privacy-policy (the
 * spec shows no separate policy screen), with the pictures left to describe (owners and editors)
 * and the owner's 'Refuse pictures without a description'.
 */
export default function AdminDashboardPage() {
  return (
    <AdminScreen title="Dashboard settings">
      <DashboardSettingsEditor />
      <PrivacyPolicyEditor />
      <PicturesToDescribe />
      <DescriptionsSetting />
      <SectionSearchFields section={dashboard} />
    </AdminScreen>
  );
}
