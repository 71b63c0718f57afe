import type { FastifyInstance, SectionTask } from '@academy/server/kit';
import { claimReminders, newLink } from './bookingStore';
import { mailVisitor } from './mails';

/** The reminder goes this long before the class. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the reminders that are due: each booking's is claimed by one conditional UPDATE, so it is
 * sent once whichever server runs this first (a mail that then fails is logged, not sent again).
 * Answers how many were sent.
 */
export async function sendDueReminders(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const claimed = await claimReminders(app.db, now, REMINDER_BEFORE_MS);
  let sent = 0;
  for (const booking of claimed) {
    try {
      const token = await newLink(app.db, booking.id, now);
      await mailVisitor(app, 'reminder', booking, token);
      sent += 1;
    } catch (error) {
      app.log.error({ err: error }, 'Could not send a trial reminder');
    }
  }
  return sent;
}

/** Every minute, on every server. */
export const reminderTask: SectionTask = {
  failureMessage: 'Could not send the trial reminders',
  everyMs: 60_000,
  atStart: true,
  run: sendDueReminders,
};
