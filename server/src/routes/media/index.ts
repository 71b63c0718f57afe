import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  MEDIA_SCREEN_PATH,
  MEDIA_REPLACE_FIELD,
  MEDIA_SENTENCES,
  type SectionDefinition,
  isUndescribed,
  isUnused,
  mediaFile,
  mediaPaths,
  mediaQuery,
  mediaReplaceBody,
  mediaReplacement,
} from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers } from '../../content/routeSchemas';
import { savedBy } from '../../content/revisions';
import { ok } from '../../services/envelope';
import { badRequest, conflict, notFound } from '../../services/httpErrors';
import { type LibraryFile, readLibrary, shownFile } from './library';
import { usageWords } from './usages';
import { putInTrash, registerLibraryTrash } from './libraryTrash';
import { replaceEverywhere } from './replaceEverywhere';

const nameParams = Type.Object({ name: Type.String({ maxLength: 200 }) });

/**
 * The media library (editors and owners): `GET /media` lists every stored picture and video (the
 * file records name, not its narrower copies) with where it is used; `DELETE /media/<name>` moves
 * an unused one to the trash; `POST /media/<name>/replace` saves a new file in every current
 * record, slot and list item using it, each kept in its history.
 */
export default async function mediaRoutes(
  untyped: FastifyInstance,
  { sections }: { sections: readonly SectionDefinition[] },
) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  registerLibraryTrash(app);
  const library = () => readLibrary(app, sections);

  async function fileNamed(name: string): Promise<LibraryFile> {
    const file = (await library()).find((entry) => entry.name === name);
    if (!file) throw notFound(MEDIA_SENTENCES.missing);
    return file;
  }

  /** The route's own audit entry names the file (each record replaced records its own). */
  const nameForAudit = (request: FastifyRequest, subject: string, shape: 'record' | 'item') => {
    request.auditTargetBefore = { subject, link: MEDIA_SCREEN_PATH, shape, below: '' };
  };

  app.get(
    mediaPaths.list,
    {
      config: { access: 'admin' },
      schema: { querystring: mediaQuery, response: answers(Type.Array(mediaFile)) },
    },
    async (request) => {
      const { filter } = request.query;
      const files = (await library()).filter(
        (file) =>
          (filter !== 'unused' || isUnused(file)) && (filter !== 'undescribed' || isUndescribed(file)),
      );
      return ok(files.map(shownFile));
    },
  );

  app.delete(
    mediaPaths.item(':name'),
    { schema: { params: nameParams, response: answers(Type.Object({ name: Type.String() })) } },
    async (request) => {
      const file = await fileNamed(request.params.name);
      if (file.usages.length > 0) throw conflict(MEDIA_SENTENCES.inUse(usageWords(file.usages[0])));
      nameForAudit(request, `the ${file.kind === 'video' ? 'video' : 'picture'} "${file.name}"`, 'item');
      await putInTrash(app, file.path, savedBy(request));
      return ok({ name: file.name });
    },
  );

  app.post(
    mediaPaths.replace(':name'),
    {
      schema: { params: nameParams, body: mediaReplaceBody, response: answers(mediaReplacement) },
      config: { pictureLabels: { [MEDIA_REPLACE_FIELD]: 'New file' } },
    },
    async (request) => {
      const old = await fileNamed(request.params.name);
      const current = old.found.filter((usage) => usage.holder);
      const elsewhere = old.found.find((usage) => usage.only === null && !usage.holder);
      if (current.length === 0 && elsewhere)
        throw badRequest(MEDIA_SENTENCES.replaceWhereUsed(usageWords(elsewhere)));
      if (current.length === 0) throw badRequest(MEDIA_SENTENCES.nowhereToReplace);
      const body = request.body as Record<string, unknown>;
      const newPath = await replaceEverywhere(app, request, { old: old.path, current, body });
      nameForAudit(request, `a new file in place of the picture "${old.name}"`, 'record');
      const saved = (await library()).find((entry) => entry.path === newPath);
      if (!saved) throw notFound(MEDIA_SENTENCES.missing);
      return ok({
        file: shownFile(saved),
        saved: current.map(({ section, record, field, adminPath }) => ({
          section,
          record,
          field,
          adminPath,
          only: null,
        })),
      });
    },
  );
}
