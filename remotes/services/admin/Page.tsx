import { AdminScreen, ContentRecordEditor, ListEditor } from '@academy/admin-kit';
import { serviceHeroEditor, servicesEditor } from './features/serviceEditors';

/** The admin services screen (/admin/service): the hero and the list of services. */
export default function AdminServicesPage() {
  return (
    <AdminScreen title="Services content">
      <ContentRecordEditor config={serviceHeroEditor} />
      <ListEditor config={servicesEditor} />
    </AdminScreen>
  );
}
