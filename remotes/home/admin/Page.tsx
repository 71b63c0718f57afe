import { AdminScreen, SectionEditors } from '@academy/admin-kit';
import home from '../section';
import { GalleryEditor } from './features/gallery/GalleryEditor';

/** The admin home screen (/admin/home): hero, about us, why choose us, the slots, and the gallery. */
export default function AdminHomePage() {
  return (
    <AdminScreen title="Home content">
      <SectionEditors section={home} />
      <GalleryEditor />
    </AdminScreen>
  );
}
