import { PREVIEW_HOURS, type PreviewLink, PREVIEW_QUERY, API_PREFIX } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deletePreviewLinks, findLivePreviewLink, insertPreviewLink } from '../../repositories/previewLinks';
import { findSessionAdmin } from '../../repositories/sessions';
import { hashToken, newToken } from '../../services/tokens';
import { accessOf, bearerToken } from './auth';

/** What of the content a read sees. */
export interface ContentView {
  /** Drafts and scheduled list items (staff, and a preview). */
  unpublished: boolean;
  /** The records' drafts in place of their published state (a preview). */
  drafts: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request before its route's own hooks run. */
    sees: ContentView;
  }
  interface FastifyInstance {
    previews: {
      /** A link to `path` that shows it with the drafts applied for PREVIEW_HOURS. */
      create(path: string, by: string): Promise<PreviewLink>;
      /** The live link with this token, if any. */
      find(token: string): Promise<{ path: string; expiresAt: Date } | undefined>;
      /** Ends every link: their drafts were published. */
      endAll(): Promise<void>;
      /** The headers of an in-process read that sees the drafts (a preview's render). */
      readHeaders: Record<string, string>;
    };
  }
}

const VISITOR: ContentView = Object.freeze({ unpublished: false, drafts: false });
const STAFF: ContentView = Object.freeze({ unpublished: true, drafts: false });
const PREVIEW: ContentView = Object.freeze({ unpublished: true, drafts: true });
const PREVIEW_HEADER = 'x-academy-preview';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Who sees what of the content. Visitors see what is published; a signed-in administrator's
 * reads also find drafts and scheduled items (their editors open them); and a preview's render
 * sees the drafts in place of the published records. That render reads the API in this process
 * with a header holding a secret of this process's own, so no request from outside can ask for
 * drafts. Reads that see more than visitors do are never kept by the read cache.
 */
async function previewsPlugin(app: FastifyInstance) {
  const processSecret = newToken();
  // A reference type is decorated empty (Fastify shares a decorator's value); the hook sets it.
  app.decorateRequest('sees', undefined as unknown as ContentView);

  app.addHook('onRequest', async (request) => {
    request.sees = VISITOR;
    if (request.method !== 'GET' || !request.url.startsWith(API_PREFIX)) return;
    if (request.headers[PREVIEW_HEADER] === processSecret) {
      request.sees = PREVIEW;
      return;
    }
    // Only public reads show what they see; an admin read's session is the auth hook's to look up.
    const { url = '', method, config } = request.routeOptions;
    if (accessOf({ url, method, config }) !== 'public') return;
    const token = bearerToken(request);
    if (token && (await findSessionAdmin(app.db, hashToken(token), app.now()))) request.sees = STAFF;
  });

  app.decorate('previews', {
    async create(path: string, by: string) {
      const token = newToken();
      const expiresAt = new Date(app.now().getTime() + PREVIEW_HOURS * HOUR_MS);
      await insertPreviewLink(app.db, { tokenHash: hashToken(token), path, createdBy: by, expiresAt });
      const url = new URL(path, app.config.publicUrl);
      url.searchParams.set(PREVIEW_QUERY, token);
      return { url: url.href, expiresAt: expiresAt.toISOString() };
    },
    find: (token: string) => findLivePreviewLink(app.db, hashToken(token), app.now()),
    endAll: () => deletePreviewLinks(app.db),
    readHeaders: { [PREVIEW_HEADER]: processSecret },
  });
}

export default fp(previewsPlugin, { name: 'previews', dependencies: ['config', 'database', 'clock'] });
