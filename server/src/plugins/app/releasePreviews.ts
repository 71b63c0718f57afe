import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RELEASE_PREVIEW_HOURS, RELEASE_PREVIEW_QUERY } from '@academy/contracts';
import {
  deleteExpiredReleasePreviews,
  findLiveReleasePreview,
  insertReleasePreview,
} from '../../repositories/releasePreviews';
import { cookieValue, setSiteCookie } from '../../services/cookies';
import { hashToken, newToken } from '../../services/tokens';

/** A release preview a browser opened: the release of one remote the whole site shows it. */
export interface ReleasePreview {
  remote: string;
  url: string;
  digest: string | null;
  version: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    releasePreviews: {
      /** A link that shows the whole site with this release of `remote` for RELEASE_PREVIEW_HOURS. */
      create(
        preview: Omit<ReleasePreview, 'expiresAt'> & { by: string },
      ): Promise<{ url: string; expiresAt: string }>;
      /** The live preview this browser's cookie names, if any. */
      of(request: FastifyRequest): Promise<ReleasePreview | undefined>;
      /**
       * Answers a page asked for with `?release-preview=<token>`: a live preview's token goes into
       * this browser's cookie, anything else (the banner's `end`) clears it; either way the answer
       * leads to the same page without the query.
       */
      open(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void>;
    };
  }
}

/** The cookie that holds a browser's release preview: the link's token, whose hash only is stored. */
export const RELEASE_PREVIEW_COOKIE = 'academy_release_preview';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Release previews (README "Review a release before it goes live"): a link, made by an owner or
 * a pipeline for a checked and pinned release, that shows whoever opens it the whole site with
 * that release of one remote for a day. The link's token moves into an HttpOnly cookie at once
 * (so it leaves the address bar and the Referer), and the serving plugin gives every page of that
 * browser the preview's release, never cached, never indexed, and not counted in the health figures.
 */
async function releasePreviewsPlugin(app: FastifyInstance) {
  const find = (token: string) => findLiveReleasePreview(app.db, hashToken(token), app.now());

  async function create({ by, ...release }: Omit<ReleasePreview, 'expiresAt'> & { by: string }) {
    const token = newToken();
    const expiresAt = new Date(app.now().getTime() + RELEASE_PREVIEW_HOURS * HOUR_MS);
    await insertReleasePreview(app.db, { tokenHash: hashToken(token), ...release, createdBy: by, expiresAt });
    const url = new URL('/', app.config.publicUrl);
    url.searchParams.set(RELEASE_PREVIEW_QUERY, token);
    return { url: url.href, expiresAt: expiresAt.toISOString() };
  }

  async function of(request: FastifyRequest) {
    const token = cookieValue(request, RELEASE_PREVIEW_COOKIE, TOKEN);
    return token ? find(token) : undefined;
  }

  async function open(request: FastifyRequest, reply: FastifyReply, token: string) {
    const preview = TOKEN.test(token) ? await find(token) : undefined;
    setSiteCookie(request, reply, {
      name: RELEASE_PREVIEW_COOKIE,
      value: preview ? token : '',
      maxAgeSeconds: preview ? Math.floor((preview.expiresAt.getTime() - app.now().getTime()) / 1000) : 0,
      // Lax: the link is opened from another site (a pull request), and the redirect that follows
      // must carry the cookie.
      sameSite: 'Lax',
    });
    const page = new URL(request.url, 'http://site');
    page.searchParams.delete(RELEASE_PREVIEW_QUERY);
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .redirect(`${page.pathname}${page.search}`, 303);
  }

  app.decorate('releasePreviews', { create, of, open });
  app.repeatInBackground('Could not forget the expired release previews', HOUR_MS, () =>
    deleteExpiredReleasePreviews(app.db, app.now()),
  );
}

export default fp(releasePreviewsPlugin, {
  name: 'release-previews',
  dependencies: ['config', 'database', 'clock', 'background-tasks'],
});
