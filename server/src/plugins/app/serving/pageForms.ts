import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { API_PREFIX } from '@academy/contracts';
import { type ApiAnswer, type PageRequest, type RenderedAnswer, PageTakesNoForm } from '@academy/ssr';
import { HttpError } from '../../../services/httpErrors';
import { isElsewhere, sentFrom } from '../../../services/sentFrom';
import { httpOrigin } from '../../../services/urls';
import { describeError } from '../errors';
import { sendRenderedPage } from './renderedPage';

/**
 * The most a page's form may send: the contact form's message (5000 characters) with every
 * character percent-encoded UTF-8 (up to 9 bytes: `%E6%97%A5`) is 45 000 bytes, and the other
 * fields a few thousand more. The API route the form goes on to checks each field again.
 */
export const PAGE_FORM_BODY_BYTES = 64 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A form's answer is this visitor's alone, refusals included. */
const NEVER_KEPT = 'no-store';
const NOT_A_FORM = 'This page takes a form as a browser sends it (application/x-www-form-urlencoded).';
const TAKES_NO_FORM = 'This page takes no form: there is nothing to send here.';
const UNANSWERED = 'The form could not be answered just now. Please try again later.';
const FOREIGN = 'This form can be sent only from the pages of this site.';

export interface PageFormsOptions {
  /** The public pages' route paths, as the sections declare them ('/', '/blog/:id', ...). */
  paths: readonly string[];
  /** Renders the page at the request's address for this visitor, with the form they sent. */
  render(
    request: FastifyRequest,
    reply: FastifyReply,
    submitted: NonNullable<PageRequest['submitted']>,
  ): Promise<RenderedAnswer | undefined>;
  /** An API call answered in this process. */
  callApi(options: InjectOptions): Promise<ApiAnswer>;
}

function sendText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

/**
 * A form sent natively to a public page (a POST of its address, without the page's script): the
 * page's action takes it, in the page's render, and the answer is the page itself showing the
 * outcome (200, or the API's refusal, 400 or 429), never cached and never a redirect, so what the
 * visitor wrote is in no URL. The action's API writes are the API's own routes answered in this
 * process as the visitor's requests (`remoteAddress`), so validation, the honeypot and the
 * per-client limits are the live form's. Registered as a plugin of its own: its form parser and
 * plain-text errors stay on these routes.
 */
export async function pageForms(app: FastifyInstance, { paths, render, callApi }: PageFormsOptions) {
  // Another site's page cannot make its visitors send our forms (relaying messages in their
  // names): a form named as sent from anywhere but this site (its PUBLIC_URL, or the address the
  // request was sent to) is refused before its body is read. A browser that names no site at all
  // (one from before Origin was sent on every POST, with its Referer turned off) is believed: it
  // is rare, and an attacker's page cannot make a current browser leave Origin out.
  const publicOrigin = httpOrigin(app.config.publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    if (!isElsewhere(request, sentFrom(request), publicOrigin)) return done();
    reply.header('Cache-Control', NEVER_KEPT);
    sendText(reply, 403, FOREIGN);
  });

  // Only what a browser's form sends: JSON and the rest get 415 (multipart earlier still, in
  // requestBodies, before a byte of it is read).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  // A visitor's browser shows these answers as they are: a sentence, not the API's JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'A page form failed');
    if (error instanceof HttpError) reply.headers(error.headers);
    return sendText(reply, status, status === 415 ? NOT_A_FORM : message);
  });

  const takeForm = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', NEVER_KEPT);
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const write = (path: string, body: unknown) =>
      callApi({
        method: 'POST',
        url: `${API_PREFIX}${path}`,
        payload: body as object,
        remoteAddress: request.ip,
      });
    let answer: RenderedAnswer | undefined;
    try {
      answer = await render(request, reply, { form, write });
    } catch (error) {
      if (error instanceof PageTakesNoForm)
        return sendText(reply.header('Allow', 'GET, HEAD'), 405, TAKES_NO_FORM);
      request.log.error({ err: error }, 'A page could not take the form sent to it');
      return sendText(reply, 503, UNANSWERED);
    }
    // Without the shell's render bundle no page can take a form (the browser would render it).
    if (!answer) return sendText(reply, 503, UNANSWERED);
    if ('location' in answer) return reply.redirect(answer.location, 303);
    sendRenderedPage(reply, answer, NEVER_KEPT);
    return reply;
  };

  for (const url of paths) app.post(url, { bodyLimit: PAGE_FORM_BODY_BYTES }, takeForm);
}
