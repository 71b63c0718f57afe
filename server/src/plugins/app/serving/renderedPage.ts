import type { FastifyReply } from 'fastify';
import type { RenderedPage } from '@academy/ssr';
import { allowInlineCode } from '../../external/security';

/** How a page that shows one visitor's own data is answered. */
export const PERSONAL = 'private, no-store';

/**
 * A page as the renderer made it, sent: its inline styles and script allowed by this answer's CSP
 * (their hashes), its status and its HTML. Every way a rendered page leaves the server goes
 * through here, so none forgets the hash.
 */
export function sendRenderedPage(reply: FastifyReply, page: RenderedPage, cacheControl: string): void {
  allowInlineCode(reply, page);
  if (page.noindex) reply.header('X-Robots-Tag', 'noindex');
  reply
    .code(page.status)
    // One visitor's own page is kept by no cache, whatever the answer would otherwise allow.
    .header('Cache-Control', page.personal ? PERSONAL : cacheControl)
    .type('text/html; charset=utf-8')
    .send(page.html);
}
