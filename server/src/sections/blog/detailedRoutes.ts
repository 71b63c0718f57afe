import { Type } from '@sinclair/typebox';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import {
  BLOG_ID_REQUIRED,
  CONTENT_REQUIRED,
  DETAILED_BLOG_FIELDS,
  apiPaths,
  detailedBlog,
  detailedBlogCreateBody,
  detailedBlogUpdateBody,
} from '@academy/contracts';
import { textFields } from '../../content/contentBlockStore';
import { answers, idParams } from '../../content/routeSchemas';
import { videoUploadConfig } from '../../plugins/external/multipart';
import type { BlogDetailTexts } from '../../repositories/blogDetails';
import { ok } from '../../services/envelope';
import { badRequest } from '../../services/httpErrors';
import { detailedContent } from './detailedContent';
import { mediaFiles } from './mediaFiles';
import { parseMediaUpdates } from './mediaUpdates';

type Body = Record<string, unknown>;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The spec's sentences for the two required fields, before the schema's own checks. */
const requireFields =
  (fields: [name: string, message: string][]): preValidationHookHandler =>
  async (request) => {
    const body = (request.body ?? {}) as Body;
    const missing = fields.find(([name]) => isBlank(body[name]));
    if (missing) throw badRequest(missing[1]);
  };

const CONTENT: [string, string] = ['content', CONTENT_REQUIRED];

/** A form sends line breaks as CRLF; they are stored as \n, where the page splits paragraphs. */
const lines = (value: string | number | undefined = '') => String(value).replace(/\r\n?/g, '\n');

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
export async function detailedRoutes(app: FastifyInstance) {
  const details = detailedContent(app);
  const { detailed } = apiPaths.blog;
  const answer = answers(detailedBlog);
  const media = (body: Body) => mediaFiles(body[DETAILED_BLOG_FIELDS.media]);

  app.get<{ Params: { blogId: string } }>(
    `${detailed}/:blogId`,
    { schema: { params: Type.Object({ blogId: Type.String() }), response: answer } },
    async (request) => ok(await details.ofBlog(request.params.blogId)),
  );

  app.post<{ Body: Body }>(
    detailed,
    {
      config: videoUploadConfig,
      schema: { body: detailedBlogCreateBody, response: answer },
      preValidation: requireFields([['blogId', BLOG_ID_REQUIRED], CONTENT]),
    },
    async (request) => {
      const { body } = request;
      const blogId = String(body.blogId).trim();
      return ok(await details.create(blogId, textsOf(body), media(body)));
    },
  );

  app.put<{ Body: Body; Params: { id: string } }>(
    `${detailed}/:id`,
    {
      config: videoUploadConfig,
      schema: { body: detailedBlogUpdateBody, params: idParams, response: answer },
      preValidation: requireFields([CONTENT]),
    },
    async (request) => {
      const { body } = request;
      const updates = parseMediaUpdates(body[DETAILED_BLOG_FIELDS.mediaUpdates] as string | undefined);
      return ok(await details.update(request.params.id, textsOf(body), updates, media(body)));
    },
  );

  app.delete<{ Params: { id: string; mediaId: string } }>(
    `${detailed}/:id/media/:mediaId`,
    { schema: { params: Type.Object({ id: Type.String(), mediaId: Type.String() }), response: answer } },
    async (request) => ok(await details.removeMedia(request.params.id, request.params.mediaId)),
  );

  app.delete<{ Params: { id: string } }>(
    `${detailed}/:id`,
    { schema: { params: idParams, response: answer } },
    async (request) => ok(await details.remove(request.params.id)),
  );
}
