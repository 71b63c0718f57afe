import { Type } from '@sinclair/typebox';
import { failureEnvelope } from '@academy/contracts';
import { type TypedApp, answers, csvFileName, idParams, notFound, ok } from '@academy/server/kit';
import contact from '../section';
import { contactMessageBody, contactSubmission, contactSubmissionUpdateBody } from '../schemas';
import { submissionsCsv } from './csv';
import { notifyAcademy } from './notification';
import { deleteSubmission, insertSubmission, listSubmissions, setContacted } from './submissionStore';

/** The contact form's per-client limit (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MINUTES). */
const CONTACT_FORM_LIMIT = 'contact-form';

/** Names and phone numbers are one line: line breaks and runs of spaces become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const missing = () => notFound('There is no submission with that id.');

/**
 * The contact form and its inbox. Sending is open (validated, limited per client, with a
 * honeypot); every read of the messages is admin-only, because they hold people's personal data.
 */
export function submissionRoutes(app: TypedApp): void {
  const { submit, submissions } = contact.paths;

  app.post(
    submit,
    {
      schema: { body: contactMessageBody, response: answers(Type.Null()) },
      config: { access: 'public', clientLimit: CONTACT_FORM_LIMIT },
    },
    async (request) => {
      const { name, email, phone = '', message, website = '' } = request.body;
      // Only a bot fills the field people never see: it gets the same answer, and nothing is kept.
      if (website.trim()) {
        request.log.info('Contact message dropped: the honeypot field was filled');
        return ok(null);
      }
      const submission = await insertSubmission(
        app.db,
        { name: oneLine(name), email: email.trim(), phone: oneLine(phone), message: message.trim() },
        app.now(),
      );
      // A slow mail server must not hold up the visitor; a failure is logged, the message is kept.
      app.runInBackground('Could not send the contact message notification', () =>
        notifyAcademy(app, submission),
      );
      return ok(null);
    },
  );

  app.get(
    submissions,
    { schema: { response: answers(Type.Array(contactSubmission)) }, config: { access: 'admin' } },
    async () => ok(await listSubmissions(app.db)),
  );

  app.get(
    `${submissions}.csv`,
    // The CSV text is sent as it is (a text/csv answer is never serialised as JSON).
    {
      schema: { response: { 200: Type.String(), '4xx': failureEnvelope } },
      config: { access: 'admin', audit: 'export' },
    },
    async (_request, reply) => {
      const csv = submissionsCsv(await listSubmissions(app.db));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csvFileName('contact-submissions', app.now())}"`,
        )
        .send(csv);
    },
  );

  app.put(
    `${submissions}/:id`,
    {
      schema: { params: idParams, body: contactSubmissionUpdateBody, response: answers(contactSubmission) },
    },
    async (request) => {
      const updated = await setContacted(app.db, request.params.id, request.body.contacted);
      if (!updated) throw missing();
      return ok(updated);
    },
  );

  app.delete(
    `${submissions}/:id`,
    { schema: { params: idParams, response: answers(contactSubmission) } },
    async (request) => {
      const deleted = await deleteSubmission(app.db, request.params.id);
      if (!deleted) throw missing();
      return ok(deleted);
    },
  );
}
