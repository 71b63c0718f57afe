import { AdminScreen, SectionEditors } from '@academy/admin-kit';
import services from '../section';

/** The admin services screen (/admin/service): the hero and the list of services. */
export default function AdminServicesPage() {
  return (
    <AdminScreen title="Services content">
      <SectionEditors section={services} />
    </AdminScreen>
  );
}
