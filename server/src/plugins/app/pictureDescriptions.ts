import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AccessibilitySettings,
  type SectionDefinition,
  UPLOAD_FIELD,
  describePicture,
  describedPicture,
  pictureFieldNames,
} from '@academy/contracts';
import { uploadedFiles } from '../../content/uploadedFiles';
import { findBlock, upsertBlock } from '../../repositories/contentBlocks';
import { badRequest } from '../../services/httpErrors';
import { sniffVideoKind } from '../../services/videoFiles';

// Where the owner's choice is kept: a record of the generic content table (no migration), under a
// section key no section can take (keys are lower-case words).
const SETTINGS = { section: 'site-accessibility', block: 'settings' } as const;

/** The label an image field has in its editor when its definition names none. */
export const DEFAULT_PICTURE_LABEL = 'Image';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The labels of a route's image fields, as its editor shows them: the refusal names them. A
     * field that takes several files (the gallery's) is labelled per file: '<label> <n>'.
     */
    pictureLabels?: Readonly<Record<string, string>>;
  }
  interface FastifyInstance {
    accessibility: {
      settings(): Promise<AccessibilitySettings>;
      save(settings: AccessibilitySettings): Promise<AccessibilitySettings>;
      /**
       * Refuses (400, 'Describe the picture "<label>", or mark it decorative.') a picture that is
       * neither described nor decorative, when the owner has asked for that; else does nothing.
       */
      assertDescribed(
        pictures: readonly { label: string; fields: Record<string, unknown>; image: string }[],
      ): Promise<void>;
      /** An image field's label in its editor ('Hero image'). */
      labelOf(field: string): string;
    };
  }
}

/** The image fields of a route's body schema (those that take files). */
function uploadFieldsOf(body: unknown): string[] {
  const properties = (body as { properties?: Record<string, object> } | undefined)?.properties ?? {};
  return Object.keys(properties).filter((name) => UPLOAD_FIELD in properties[name]);
}

/** Every image field's label in the sections' editors (a field's name means the same in every section). */
export function pictureLabelsOf(definitions: readonly SectionDefinition[]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const definition of definitions) {
    const entries = [...Object.values(definition.records), ...Object.values(definition.lists)];
    for (const entry of [...entries, ...Object.values(definition.slots)]) {
      const label = (entry.editor as { labels?: { image?: string } } | undefined)?.labels?.image;
      if (entry.imageField) labels[entry.imageField] ??= label ?? DEFAULT_PICTURE_LABEL;
    }
  }
  return labels;
}

/** The n-th value a form sent under a repeated field (one value arrives alone, not as a list). */
const nth = (value: unknown, index: number): unknown => [value].flat()[index];

/** How staff described one uploaded file: what it shows, or that it is decorative. */
export interface UploadDescription {
  alt: string;
  decorative: boolean;
}

/**
 * The descriptions sent beside the files of a field that takes several (the gallery's, a post's
 * media): `<field>Alt` and `<field>Decorative` repeated, the n-th for the n-th file, in the order
 * of the files. A file sent without one is neither described nor decorative.
 */
export function uploadDescriptions(body: Record<string, unknown>, field: string): UploadDescription[] {
  const names = pictureFieldNames(field);
  return uploadedFiles(body[field]).map((_file, index) => {
    const alt = nth(body[names.alt], index);
    const decorative = nth(body[names.decorative], index);
    return {
      alt: typeof alt === 'string' ? alt.trim() : '',
      decorative: decorative === true || decorative === 'true',
    };
  });
}

/**
 * The pictures a request uploads, each with the description and decorative choice sent beside it:
 * `<field>Alt` and `<field>Decorative`, the n-th of each for the n-th file of a field that takes
 * several (the gallery's, in the order of the files). A video (a post's media may be one) is no
 * picture: its caption says what it is.
 */
function uploadedPictures(request: FastifyRequest, labelOf: (field: string) => string) {
  const body = request.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return [];
  const configured = request.routeOptions.config.pictureLabels ?? {};
  return uploadFieldsOf(request.routeOptions.schema?.body).flatMap((field) => {
    const files = uploadedFiles(body[field]);
    const descriptions = uploadDescriptions(body, field);
    const names = pictureFieldNames(field);
    const label = configured[field] ?? labelOf(field);
    return files.flatMap((file, index) =>
      sniffVideoKind(file)
        ? []
        : [
            {
              label: files.length > 1 || configured[field] ? `${label} ${index + 1}` : label,
              image: field,
              fields: {
                [field]: 'new',
                [names.alt]: descriptions[index].alt,
                [names.decorative]: descriptions[index].decorative,
              },
            },
          ],
    );
  });
}

/**
 * Pictures described by people: the owner's 'Refuse pictures without a description' setting, and,
 * when it is on, every write that uploads a picture (a save, a draft, the gallery's upload) is
 * refused before it stores anything unless each picture is described or marked decorative. The
 * API of the specification has no such fields, so the setting is off until an owner turns it on.
 */
async function pictureDescriptionsPlugin(app: FastifyInstance) {
  const labels = pictureLabelsOf(app.sections.map((section) => section.definition));

  async function settings(): Promise<AccessibilitySettings> {
    const stored = await findBlock(app.db, SETTINGS.section, SETTINGS.block);
    return { requireDescriptions: stored?.fields.requireDescriptions === true };
  }

  async function assertDescribed(
    pictures: readonly { label: string; fields: Record<string, unknown>; image: string }[],
  ) {
    const undescribed = pictures.find(({ fields, image }) => {
      const picture = describedPicture(fields, image);
      const decorative = fields[pictureFieldNames(image).decorative];
      return picture.path !== '' && picture.alt.trim() === '' && decorative !== true && decorative !== 'true';
    });
    if (undescribed && (await settings()).requireDescriptions)
      throw badRequest(describePicture(undescribed.label));
  }

  app.decorate('accessibility', {
    settings,
    async save(next: AccessibilitySettings) {
      await upsertBlock(app.db, SETTINGS.section, SETTINGS.block, { ...next }, app.now());
      return settings();
    },
    assertDescribed,
    labelOf: (field: string) => labels[field] ?? DEFAULT_PICTURE_LABEL,
  });

  // After validation, so the descriptions are read as the schema cleaned them; before the handler
  // stores any file.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET') return;
    const pictures = uploadedPictures(request, app.accessibility.labelOf);
    if (pictures.length > 0) await assertDescribed(pictures);
  });
}

export default fp(pictureDescriptionsPlugin, {
  name: 'pictureDescriptions',
  dependencies: ['database', 'sections', 'clock'],
});
