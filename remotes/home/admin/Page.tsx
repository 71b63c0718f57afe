import { AdminScreen, ContentRecordEditor } from '@academy/admin-kit';
import { GalleryEditor } from './features/gallery/GalleryEditor';
import {
  homeAboutUsEditor,
  homeHeroEditor,
  homeWhyChooseUsEditor,
} from './features/records/homeRecordEditors';
import { SlotListEditor } from './features/slots/SlotListEditor';
import { blogSlotsEditor, serviceSlotsEditor } from './features/slots/homeSlotEditors';

/** The admin home screen (/admin/home): every editor loads and saves on its own. */
export default function AdminHomePage() {
  return (
    <AdminScreen title="Home content">
      <ContentRecordEditor config={homeHeroEditor} />
      <ContentRecordEditor config={homeAboutUsEditor} />
      <ContentRecordEditor config={homeWhyChooseUsEditor} />
      <SlotListEditor config={serviceSlotsEditor} />
      <SlotListEditor config={blogSlotsEditor} />
      <GalleryEditor />
    </AdminScreen>
  );
}
