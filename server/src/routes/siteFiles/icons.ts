import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SITE_FRAME, UPLOADS_PATH } from '@academy/contracts';
import { savedText } from '../../content/contentBlockStore';
import { ICON_SIZES, type IconKind, builtInIcon, icoOf, iconFromLogo } from '../../services/siteIcons';

/** Where the icons are served; webpack/index.html links to the first and the last. */
export const ICON_PATHS = {
  favicon: '/favicon.png',
  /** The address browsers and crawlers ask for by themselves: the same icon in an .ico file. */
  faviconIco: '/favicon.ico',
  touch: '/apple-touch-icon.png',
  /** What older iOS asks for by itself when a visitor adds the site to the home screen. */
  touchPrecomposed: '/apple-touch-icon-precomposed.png',
} as const;

/**
 * The site's icons, made from the academy's logo when one is saved and from the built-in mark
 * otherwise. Their addresses never change, so the read cache keeps each until the next admin save
 * and gives it an ETag with `no-cache`: a browser revalidates, and a new logo shows on its next load.
 */
export async function iconRoutes(app: FastifyInstance) {
  /** The stored logo's bytes, or undefined: none saved, or its file cannot be read. */
  async function savedLogo(): Promise<Buffer | undefined> {
    const logo = await savedText(app, SITE_FRAME.brand.owner, SITE_FRAME.brand.block, 'logo');
    if (!logo?.startsWith(`${UPLOADS_PATH}/`)) return undefined;
    try {
      return await fs.readFile(path.join(app.uploads.dir, path.basename(logo)));
    } catch (error) {
      app.log.warn({ err: error }, 'The saved logo cannot be read; the icons show the built-in mark');
      return undefined;
    }
  }

  async function icon(kind: IconKind): Promise<Buffer> {
    const logo = await savedLogo();
    if (logo) {
      try {
        return await iconFromLogo(logo, kind);
      } catch (error) {
        app.log.warn(
          { err: error },
          'The saved logo cannot be made into an icon; the built-in mark is shown',
        );
      }
    }
    return builtInIcon(kind);
  }

  const cached = { config: { readCache: true } };
  app.get(ICON_PATHS.favicon, cached, async (_request, reply) =>
    reply.type('image/png').send(await icon('favicon')),
  );
  app.get(ICON_PATHS.faviconIco, cached, async (_request, reply) =>
    reply.type('image/x-icon').send(icoOf(await icon('favicon'), ICON_SIZES.favicon)),
  );
  for (const touchPath of [ICON_PATHS.touch, ICON_PATHS.touchPrecomposed]) {
    app.get(touchPath, cached, async (_request, reply) => reply.type('image/png').send(await icon('touch')));
  }
}
