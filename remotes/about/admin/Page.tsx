import { AdminScreen, SectionEditors } from '@academy/admin-kit';
import about from '../section';

/** The admin about screen (/admin/about): every editor its definition declares, each loading and saving on its own. */
export default function AdminAboutPage() {
  return (
    <AdminScreen title="About content">
      <SectionEditors section={about} />
    </AdminScreen>
  );
}
