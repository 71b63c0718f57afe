import { PREVIEW_HOURS, type PreviewLink, PREVIEW_QUERY, API_PREFIX, type Role } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deletePreviewLinks, findLivePreviewLink, insertPreviewLink } from '../../repositories/previewLinks';
import { findStaffAccountById } from '../../repositories/admins';
import { findSessionAdmin } from '../../repositories/sessions';
import { requiresTwoFactor } from '../../repositories/siteSettings';
import { hashToken, newToken } from '../../services/tokens';
import { accessOf, bearerToken } from './auth';

/** What of the content a read sees. */
export interface ContentView {
  /** Drafts and scheduled list items (staff, and a preview). */
  unpublished: boolean;
  /** The records' drafts in place of their published state (a preview). */
  drafts: boolean;
  /**
   * An author's view (their session, or a preview they made): `unpublished` and `drafts` then
   * cover only the items this account created in lists authors write (their blog posts), and no
   * record's draft: what an author may edit (`seesUnpublished`).
   */
  authorId?: string;
}

/**
 * Whether a view's `unpublished` and `drafts` cover this list item: every item for owners and
 * editors, an author's own items of a list authors write for an author.
 */
export function seesUnpublished(
  sees: ContentView,
  item: { createdBy: string | null },
  writtenByAuthors = false,
): boolean {
  return sees.authorId === undefined || (writtenByAuthors && item.createdBy === sees.authorId);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request before its route's own hooks run. */
    sees: ContentView;
  }
  interface FastifyInstance {
    previews: {
      /**
       * A link to `path` that shows it for PREVIEW_HOURS with the drafts applied that the account
       * `by` (its id) may read.
       */
      create(path: string, by: string): Promise<PreviewLink>;
      /**
       * The live link with this token, if any, with the headers of its render's in-process reads:
       * they see the drafts its creator's role may read, as that account is now.
       */
      find(
        token: string,
      ): Promise<{ path: string; expiresAt: Date; readHeaders: Record<string, string> } | undefined>;
      /** Ends every link: their drafts were published. */
      endAll(): Promise<void>;
    };
  }
}

const VISITOR: ContentView = Object.freeze({ unpublished: false, drafts: false });
const STAFF: ContentView = Object.freeze({ unpublished: true, drafts: false });
const PREVIEW: ContentView = Object.freeze({ unpublished: true, drafts: true });
const PREVIEW_HEADER = 'x-academy-preview';
/** The account whose view a preview's read has: believed only beside the process's secret. */
const PREVIEW_BY_HEADER = 'x-academy-preview-by';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Who sees what of the content. Visitors see what is published; a signed-in owner's or editor's
 * reads also find drafts and scheduled items (their editors open them), an author's only their
 * own posts', and an account that must still set up two-factor sign-in sees what visitors see; a
 * preview's render sees the drafts in place of the published records, those its creator's role
 * may read (an author's link: their own posts' only), judged by the account as it is at the
 * render. That render reads the API in this process with a header holding a secret of this
 * process's own, so no request from outside can ask for drafts. Reads that see more than visitors
 * do are never kept by the read cache.
 */
async function previewsPlugin(app: FastifyInstance) {
  const processSecret = newToken();
  // A reference type is decorated empty (Fastify shares a decorator's value); the hook sets it.
  app.decorateRequest('sees', undefined as unknown as ContentView);

  app.addHook('onRequest', async (request) => {
    request.sees = VISITOR;
    if (request.method !== 'GET' || !request.url.startsWith(API_PREFIX)) return;
    if (request.headers[PREVIEW_HEADER] === processSecret) {
      const by = request.headers[PREVIEW_BY_HEADER];
      const account = typeof by === 'string' ? await findStaffAccountById(app.db, by) : undefined;
      if (account) {
        request.sees = await viewOf({ ...account, twoFactorEnabled: account.totpSecret !== null }, true);
      }
      return;
    }
    // Only public reads show what they see; an admin read's session is the auth hook's to look up.
    const { url = '', method, config } = request.routeOptions;
    if (accessOf({ url, method, config }) !== 'public') return;
    const token = bearerToken(request);
    const admin = token && (await findSessionAdmin(app.db, hashToken(token), app.now()));
    if (admin) request.sees = await viewOf(admin, false);
  });

  /** What an account's reads see: of a preview it made, or with its session. */
  async function viewOf(
    account: { _id: string; role: Role; twoFactorEnabled: boolean },
    preview: boolean,
  ): Promise<ContentView> {
    // An account that must set up two-factor sign-in may do nothing else, reading drafts included.
    if (!account.twoFactorEnabled && (await requiresTwoFactor(app.db))) return VISITOR;
    if (account.role === 'owner' || account.role === 'editor') return preview ? PREVIEW : STAFF;
    if (account.role === 'author') return { unpublished: true, drafts: preview, authorId: account._id };
    return VISITOR;
  }

  app.decorate('previews', {
    async create(path: string, by: string) {
      const token = newToken();
      const expiresAt = new Date(app.now().getTime() + PREVIEW_HOURS * HOUR_MS);
      await insertPreviewLink(app.db, { tokenHash: hashToken(token), path, createdBy: by, expiresAt });
      const url = new URL(path, app.config.publicUrl);
      url.searchParams.set(PREVIEW_QUERY, token);
      return { url: url.href, expiresAt: expiresAt.toISOString() };
    },
    async find(token: string) {
      const link = await findLivePreviewLink(app.db, hashToken(token), app.now());
      return (
        link && {
          path: link.path,
          expiresAt: link.expiresAt,
          readHeaders: { [PREVIEW_HEADER]: processSecret, [PREVIEW_BY_HEADER]: link.createdBy },
        }
      );
    },
    endAll: () => deletePreviewLinks(app.db),
  });
}

export default fp(previewsPlugin, { name: 'previews', dependencies: ['config', 'database', 'clock'] });
