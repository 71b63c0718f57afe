import { NEVER_KEPT, definePage } from '@academy/contracts';
import { BookClassPage } from './features/book/BookClassPage';
import { type SentBooking, sendBooking, sentBookingStatus } from './features/book/bookTrial';
import { type BookContent, loadTrialDates } from './features/book/loadTrialDates';

/**
 * The free trial booking's route module (route /classes/book?session=<id>). Its action takes the
 * form sent without the script (the server runs it for a POST of the page's address). Never kept
 * by a server: the free places change with every booking.
 */
export default definePage<BookContent, SentBooking>({
  load: async ({ api, searchParams, submission }) => ({
    trial: await loadTrialDates(api, searchParams),
    sent: submission,
  }),
  action: ({ api, form }) => sendBooking(api, form),
  Component: BookClassPage,
  meta: ({ trial, sent }) => ({
    title: trial ? `Book a free trial: ${trial.programTitle || 'Class'}` : 'Class not found',
    description: trial
      ? `Book a free trial class: ${trial.programTitle || 'Class'} with ${trial.session.instructor}.`
      : 'This class could not be found.',
    status: trial ? sentBookingStatus(sent) : 404,
    keptUntil: NEVER_KEPT,
  }),
  error: () => ({ message: 'Failed to load this class. Please try again later.' }),
});
