import { AdminScreen, ContentRecordEditor, ListEditor } from '@academy/admin-kit';
import { aboutHeroEditor, aboutUsEditor, teamEditor, whyChooseUsEditor } from './features/aboutEditors';

/** The admin about screen (/admin/about): every editor loads and saves on its own. */
export default function AdminAboutPage() {
  return (
    <AdminScreen title="About content">
      <ContentRecordEditor config={aboutHeroEditor} />
      <ContentRecordEditor config={aboutUsEditor} />
      <ContentRecordEditor config={whyChooseUsEditor} />
      <ListEditor config={teamEditor} />
    </AdminScreen>
  );
}
