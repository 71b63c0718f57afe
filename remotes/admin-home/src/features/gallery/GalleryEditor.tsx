import { apiPaths, getData, sendData, type GalleryImage } from 'shared-contracts';
import { EditorSection, PageState, StatusMessage, useLoad, useSaveAction } from 'shared-contracts/ui';
import { GalleryImageGrid } from './GalleryImageGrid';
import { GalleryUploadForm } from './GalleryUploadForm';

/** The home gallery: upload new images (added at the top) and delete stored ones. */
export function GalleryEditor() {
  const { state, update } = useLoad(() => getData<GalleryImage[] | null>(apiPaths.home.gallery));
  const deletion = useSaveAction();

  async function remove(image: GalleryImage) {
    if (!window.confirm('Delete this image?')) return;
    const result = await deletion.run(
      () => sendData<unknown>('delete', apiPaths.home.galleryImage(image._id)),
      {
        success: 'Image deleted successfully',
        failure: 'Failed to delete image',
      },
    );
    if (result.ok) update((images) => (images ?? []).filter((item) => item._id !== image._id));
  }

  return (
    <EditorSection heading="Gallery">
      <PageState state={state} errorText="Failed to load gallery images" variant="section">
        {(images) => (
          <>
            <GalleryUploadForm onUploaded={(added) => update((current) => [...added, ...(current ?? [])])} />
            <StatusMessage message={deletion.status} />
            <GalleryImageGrid
              images={images ?? []}
              onDelete={(image) => void remove(image)}
              deleting={deletion.saving}
            />
          </>
        )}
      </PageState>
    </EditorSection>
  );
}
