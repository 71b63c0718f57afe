import { Type } from '@sinclair/typebox';
import { optionalUpload } from '@academy/contracts';
import {
  type ContentItem,
  type FastifyInstance,
  type TypedApp,
  answers,
  badRequest,
  idParams,
  insertItems,
  listItems,
  notFound,
  ok,
  savedBy,
  uploadedFiles,
} from '@academy/server/kit';
import home from '../section';
import { type GalleryImage, galleryImage } from '../schemas';

const SECTION = home.key;
const COLLECTION = 'gallery';
// The path the definition declares: the pages and the admin screen call the same one.
const PATH = home.paths.gallery;
/** The multipart field of the gallery upload (repeated, one file each). */
const GALLERY_FIELD = 'galleryImages';

const galleryRecord = (item: ContentItem): GalleryImage => ({
  _id: item.id,
  imagePath: String(item.fields.imagePath),
});

/** Stores gallery images: all of them in one step, or none (one bad file refuses the lot). */
export function addGalleryImages(app: FastifyInstance, files: Buffer[]): Promise<GalleryImage[]> {
  return app.uploads.store(files, `${SECTION}/${COLLECTION}`, async (tx, paths) => {
    const items = await insertItems(
      tx,
      SECTION,
      COLLECTION,
      paths.map((imagePath) => ({ imagePath })),
    );
    return { value: items.map(galleryRecord) };
  });
}

/**
 * The home page's gallery: list (newest first), upload up to GALLERY_MAX_FILES at once, delete
 * (to the trash, like every list's items).
 */
export async function galleryRoutes(app: TypedApp) {
  app.trash.register({
    section: SECTION,
    collection: COLLECTION,
    itemName: 'gallery image',
    title: () => 'Gallery image',
    answer: galleryRecord,
  });

  app.get(PATH, { schema: { response: answers(Type.Array(galleryImage)) } }, async () =>
    ok((await listItems(app.db, SECTION, COLLECTION)).map(galleryRecord)),
  );

  app.post(
    PATH,
    {
      schema: {
        body: Type.Object({ [GALLERY_FIELD]: optionalUpload() }),
        response: answers(Type.Array(galleryImage)),
      },
    },
    async (request) => {
      const files = uploadedFiles(request.body[GALLERY_FIELD]);
      if (files.length === 0) throw badRequest('No images to upload');
      return ok(await addGalleryImages(app, files));
    },
  );

  const deleteSchema = { params: idParams, response: answers(galleryImage) };
  app.delete(`${PATH}/:id`, { schema: deleteSchema }, async (request) => {
    const deleted = await app.trash.put(SECTION, COLLECTION, request.params.id, savedBy(request));
    if (!deleted) throw notFound('There is no gallery image with that id.');
    return ok(deleted as GalleryImage);
  });
}
