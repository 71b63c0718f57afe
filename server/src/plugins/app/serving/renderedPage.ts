import type { FastifyReply } from 'fastify';
import type { RenderedPage } from '@academy/ssr';
import { allowInlineStyles } from '../../external/security';

/**
 * A page as the renderer made it, sent: its inline styles allowed by this answer's CSP (the
 * critical CSS's hash), its status and its HTML. Every way a rendered page leaves the server goes
 * through here, so none forgets the hash.
 */
export function sendRenderedPage(reply: FastifyReply, page: RenderedPage, cacheControl: string): void {
  allowInlineStyles(reply, page.styleHashes);
  reply
    .code(page.status)
    .header('Cache-Control', cacheControl)
    .type('text/html; charset=utf-8')
    .send(page.html);
}
