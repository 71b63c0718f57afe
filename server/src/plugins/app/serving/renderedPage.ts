import type { FastifyReply } from 'fastify';
import type { RenderedPage } from '@academy/ssr';
import { allowInlineCode } from '../../external/security';

/**
 * A page as the renderer made it, sent: its inline styles and script allowed by this answer's CSP
 * (their hashes), its status and its HTML. Every way a rendered page leaves the server goes
 * through here, so none forgets the hash.
 */
export function sendRenderedPage(reply: FastifyReply, page: RenderedPage, cacheControl: string): void {
  allowInlineCode(reply, page);
  reply
    .code(page.status)
    .header('Cache-Control', cacheControl)
    .type('text/html; charset=utf-8')
    .send(page.html);
}
