import { DEFAULT_COMPANY_NAME, SITE_FRAME } from '@academy/contracts';
import { type FastifyInstance, findFirstAdmin, savedText } from '@academy/server/kit';
import type { ContactSubmission } from '../schemas';

/** The academy's contact email, else the first administrator's address. */
async function notificationAddress(app: FastifyInstance): Promise<string | undefined> {
  const { owner, block } = SITE_FRAME.contact;
  return (await savedText(app, owner, block, 'email')) ?? (await findFirstAdmin(app.db))?.email;
}

/** A long name is cut short in the subject line (names are stored on one line). */
const shortened = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Tells the academy about a new message, through the platform's mailer: to the contact email
 * shown on the site, else to the administrator. Replying answers the visitor directly.
 */
export async function notifyAcademy(app: FastifyInstance, submission: ContactSubmission): Promise<void> {
  const to = await notificationAddress(app);
  if (!to) {
    app.log.warn('A contact message was stored, but there is no address to notify');
    return;
  }
  const siteName =
    (await savedText(app, SITE_FRAME.brand.owner, SITE_FRAME.brand.block, 'name')) ?? DEFAULT_COMPANY_NAME;
  await app.sendMail({
    to,
    replyTo: submission.email,
    subject: `New contact message from ${shortened(submission.name, 80)}`,
    text: [
      `Someone sent a message through the contact form of ${siteName}.`,
      '',
      `Name: ${submission.name}`,
      `Email: ${submission.email}`,
      `Phone: ${submission.phone || 'not given'}`,
      `Received: ${submission.createdAt}`,
      '',
      submission.message,
      '',
      '--',
      `Reply to this mail to answer them. Every message is in the inbox at ${app.config.publicUrl}/admin/contact.`,
    ].join('\n'),
  });
}
