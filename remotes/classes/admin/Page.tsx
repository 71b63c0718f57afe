import { AdminScreen, SectionEditors } from '@academy/admin-kit';
import section from '../section';

/** The admin Classes screen (/admin/classes): the hero and the items, each editor saving on its own. */
export default function AdminClassesPage() {
  return (
    <AdminScreen title="Classes content">
      <SectionEditors section={section} />
    </AdminScreen>
  );
}
