import { Type } from '@sinclair/typebox';
import {
  optionalUpload,
  perFileDescriptionProperties,
  pictureBodyProperties,
  pictureAnswer,
  pictureFieldNames,
} from '@academy/contracts';
import {
  type ContentItem,
  type FastifyInstance,
  type TypedApp,
  type UndescribedPicture,
  type UploadDescription,
  answers,
  badRequest,
  findItem,
  idParams,
  insertItems,
  listItems,
  notFound,
  ok,
  savedBy,
  updateItem,
  uploadDescriptions,
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

/** An item's picture, and what it stores and answers beside it. */
const STORED_FIELD = 'imagePath';
const STORED = pictureFieldNames(STORED_FIELD);
/** What the upload form calls each file's description: 'Picture 1', 'Picture 2', ... */
const PICTURE_LABEL = 'Picture';

const galleryRecord = (item: ContentItem): GalleryImage => ({
  _id: item.id,
  imagePath: String(item.fields.imagePath),
  ...pictureAnswer(item.fields, STORED_FIELD),
});

/** Stores gallery images: all of them in one step, or none (one bad file refuses the lot). */
export function addGalleryImages(
  app: FastifyInstance,
  files: Buffer[],
  descriptions: readonly UploadDescription[] = [],
): Promise<GalleryImage[]> {
  return app.uploads.store(files, `${SECTION}/${COLLECTION}`, async (tx, paths) => {
    const items = await insertItems(
      tx,
      SECTION,
      COLLECTION,
      paths.map((imagePath, index) => ({
        imagePath,
        [STORED.alt]: descriptions[index]?.alt ?? '',
        [STORED.decorative]: descriptions[index]?.decorative ?? false,
      })),
    );
    return { value: items.map(galleryRecord) };
  });
}

/** The gallery's pictures that nobody described or marked decorative, for the dashboard. */
export async function galleryPicturesToDescribe(app: FastifyInstance): Promise<UndescribedPicture[]> {
  return (await listItems(app.db, SECTION, COLLECTION))
    .map(galleryRecord)
    .filter((image) => !image.imagePathAlt && !image.imagePathDecorative)
    .map((image) => ({ where: 'Gallery', label: 'Gallery picture', image: image.imagePath }));
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
      // The refusal of an undescribed picture names it as the form does: 'Picture 2'.
      config: { pictureLabels: { [GALLERY_FIELD]: PICTURE_LABEL } },
      schema: {
        body: Type.Object({
          [GALLERY_FIELD]: optionalUpload(),
          // One description and decorative choice per file, in the order of the files.
          ...perFileDescriptionProperties(GALLERY_FIELD),
        }),
        response: answers(Type.Array(galleryImage)),
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown>;
      const files = uploadedFiles(body[GALLERY_FIELD]);
      if (files.length === 0) throw badRequest('No images to upload');
      return ok(await addGalleryImages(app, files, uploadDescriptions(body, GALLERY_FIELD)));
    },
  );

  // A stored picture described afterwards (the dashboard's 'Pictures to describe' leads here):
  // its description, decorative choice and focal point; what is left out stays as it is.
  app.put(
    `${PATH}/:id`,
    {
      schema: {
        params: idParams,
        body: Type.Object(pictureBodyProperties(STORED_FIELD)),
        response: answers(galleryImage),
      },
    },
    async (request) => {
      const sent = request.body as Partial<Record<string, string | boolean>>;
      const changes: Record<string, string | boolean> = {};
      for (const name of Object.values(STORED)) {
        const value = sent[name];
        if (value !== undefined) changes[name] = typeof value === 'string' ? value.trim() : value;
      }
      const described = await app.uploads.store([], `${SECTION}/${COLLECTION}`, async (tx) => {
        const item = await findItem(tx, SECTION, COLLECTION, request.params.id, { forUpdate: true });
        if (!item) throw notFound('There is no gallery image with that id.');
        const fields = { ...item.fields, ...changes };
        const row = await updateItem(tx, SECTION, COLLECTION, item.id, fields, app.now());
        return { value: galleryRecord(row!) };
      });
      return ok(described);
    },
  );

  const deleteSchema = { params: idParams, response: answers(galleryImage) };
  app.delete(`${PATH}/:id`, { schema: deleteSchema }, async (request) => {
    const deleted = await app.trash.put(SECTION, COLLECTION, request.params.id, savedBy(request));
    if (!deleted) throw notFound('There is no gallery image with that id.');
    return ok(deleted as GalleryImage);
  });
}
