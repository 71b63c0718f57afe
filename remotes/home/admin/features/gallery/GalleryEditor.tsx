import { getErrorMessage } from '@academy/runtime';
import { EditorSection, QueryState, useContent, useDeleteListItem, useStatus } from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import home from '../../../section';
import type { GalleryImage } from '../../../schemas';
import { GalleryImageGrid } from './GalleryImageGrid';
import { GalleryUploadForm } from './GalleryUploadForm';

const GALLERY = home.paths.gallery;
// One image, as the server's delete route reads it: the gallery is not a declared list.
const galleryImagePath = (id: string) => `${GALLERY}/${encodeURIComponent(id)}`;

/** The home gallery: upload new images (added at the top), describe and delete stored ones. */
export function GalleryEditor() {
  const query = useContent<GalleryImage[] | null>(GALLERY);
  const deletion = useDeleteListItem<GalleryImage>(GALLERY, galleryImagePath);
  const status = useStatus();

  async function remove(image: GalleryImage) {
    if (!window.confirm('Delete this image?')) return;
    status.clear();
    try {
      await deletion.mutateAsync(image);
      status.show('Image deleted successfully');
    } catch (error) {
      status.show(getErrorMessage(error, 'Failed to delete image'));
    }
  }

  return (
    <EditorSection heading="Gallery">
      <QueryState query={query} errorText="Failed to load gallery images">
        {(images) => (
          <>
            <GalleryUploadForm />
            <StatusMessage key={status.key} message={status.text} />
            <GalleryImageGrid
              images={images ?? []}
              onDelete={(image) => void remove(image)}
              deleting={deletion.isPending}
              onStatus={status.show}
            />
          </>
        )}
      </QueryState>
    </EditorSection>
  );
}
