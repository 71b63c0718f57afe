import { Type } from '@sinclair/typebox';
import type { preValidationHookHandler } from 'fastify';
import {
  type TypedApp,
  answers,
  badRequest,
  findDraft,
  idParams,
  noDraft,
  ok,
  registerDraftRoutes,
  refuseStale,
  registerRevisionRoutes,
  savedBy,
  textFields,
  videoUploadConfig,
  writeBy,
} from '@academy/server/kit';
import { withRevision } from '@academy/contracts';
import {
  BLOG_ID_REQUIRED,
  CONTENT_REQUIRED,
  DETAILED_BLOG_FIELDS,
  NEW_MEDIA_LABEL,
  detailedBlog,
  detailedBlogCreateBody,
  detailedBlogDraftBody,
  detailedBlogUpdateBody,
} from '../schemas';
import blog from '../section';
import type { BlogDetailTexts } from './blogDetails';
import { detailedContent, withTexts } from './detailedContent';
import { mediaFiles } from './mediaFiles';
import { parseMediaUpdates } from './mediaUpdates';

type Body = object;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The two required fields' own sentences, before the schema's own checks. */
const requireFields =
  (fields: [name: string, message: string][]): preValidationHookHandler =>
  async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const missing = fields.find(([name]) => isBlank(body[name]));
    if (missing) throw badRequest(missing[1]);
  };

const CONTENT: [string, string] = ['content', CONTENT_REQUIRED];

/** A form sends line breaks as CRLF; they are stored as \n, where the page splits paragraphs. */
const lines = (value: string | number | boolean | undefined = '') => String(value).replace(/\r\n?/g, '\n');

function textsOf(body: Body): BlogDetailTexts {
  const texts = textFields(body, ['subtitle', 'subDescription', 'content']);
  return {
    subtitle: lines(texts.subtitle),
    subDescription: lines(texts.subDescription),
    content: lines(texts.content),
  };
}

/**
 * A blog's detailed content: read by blog id (public), created once per blog, updated with new
 * media and the stored media's order and captions, and deleted whole or one media item at a
 * time. Writes take JSON or multipart with repeated `media` files (images or videos).
 */
export async function detailedRoutes(app: TypedApp) {
  const details = detailedContent(app);
  const detailed = blog.paths.detailed;
  const answer = answers(withRevision(detailedBlog));
  /** As it is now, for the 409 of a write that another came before. */
  const theirs = (id: string) => async () => ({
    current: await details.byId(id),
    answer: (fields: Record<string, unknown>) => fields,
  });
  // The refusal of an undescribed picture (when an owner asks for it) names it as the editor
  // does: 'New media 2'.
  const uploadConfig = {
    ...videoUploadConfig,
    pictureLabels: { [DETAILED_BLOG_FIELDS.media]: NEW_MEDIA_LABEL },
  };

  app.get(
    `${detailed}/:blogId`,
    { schema: { params: Type.Object({ blogId: Type.String() }), response: answer } },
    async (request) => ok(await details.ofBlog(request.params.blogId, request.sees)),
  );

  app.post(
    detailed,
    {
      config: uploadConfig,
      schema: { body: detailedBlogCreateBody, response: answer },
      preValidation: requireFields([['blogId', BLOG_ID_REQUIRED], CONTENT]),
    },
    async (request) => {
      const { body } = request;
      const blogId = String(body.blogId).trim();
      return ok(await details.create(blogId, textsOf(body), mediaFiles(body), savedBy(request)));
    },
  );

  app.put(
    `${detailed}/:id`,
    {
      config: uploadConfig,
      schema: { body: detailedBlogUpdateBody, params: idParams, response: answer },
      preValidation: requireFields([CONTENT]),
    },
    async (request) => {
      const { body } = request;
      const updates = parseMediaUpdates(body[DETAILED_BLOG_FIELDS.mediaUpdates]);
      const { id } = request.params;
      const write = writeBy(request);
      return ok(
        await refuseStale(app, theirs(id), () =>
          details.update(id, textsOf(body), updates, mediaFiles(body), write),
        ),
      );
    },
  );

  app.delete(
    `${detailed}/:id/media/:mediaId`,
    { schema: { params: Type.Object({ id: Type.String(), mediaId: Type.String() }), response: answer } },
    async (request) => {
      const { id, mediaId } = request.params;
      const write = writeBy(request);
      return ok(await refuseStale(app, theirs(id), () => details.removeMedia(id, mediaId, write)));
    },
  );

  app.delete(
    `${detailed}/:id`,
    { schema: { params: idParams, response: answers(detailedBlog) } },
    async (request) => {
      const write = writeBy(request);
      return ok(
        await refuseStale(app, theirs(request.params.id), () => details.remove(request.params.id, write)),
      );
    },
  );

  // Its record path is its own (`<detailed>/<id>`, where it is saved); a revision's fields are
  // the detailed content as its GET answers it, media included.
  registerRevisionRoutes(app, {
    path: `${detailed}/:id`,
    params: idParams,
    record: detailedBlog,
    history: async ({ id }) => ({ key: await details.revisionKeyOf(id), answer: (fields) => fields }),
    restore: ({ id }, revisionId, write) =>
      refuseStale(app, theirs(id), () => details.restore(id, revisionId, write)),
  });

  // Drafts of its texts; its media are saved at once (a file chosen cannot wait in a draft of
  // texts). Publishing is a save of the draft's texts, which ends the draft as every save does.
  registerDraftRoutes(app, {
    path: `${detailed}/:id`,
    params: idParams,
    record: detailedBlog,
    body: detailedBlogDraftBody,
    preValidation: requireFields([CONTENT]),
    owner: 'blog/detailed',
    async target({ id }) {
      const current = await details.byId(id);
      return {
        key: await details.revisionKeyOf(id),
        current: undefined,
        answer: (stored) => withTexts(current, stored),
      };
    },
    save: (request) => ({ fields: { ...textsOf(request.body as Body) }, by: savedBy(request) }),
    async publish({ id }, write) {
      const draft = await findDraft(app.db, await details.revisionKeyOf(id));
      if (!draft) throw noDraft();
      const texts = withTexts(await details.byId(id), draft.fields);
      return refuseStale(app, theirs(id), () => details.update(id, texts, [], [], write));
    },
  });
}
