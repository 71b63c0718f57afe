import { definePage } from '@academy/contracts';
import { BOOKING_TEXTS } from '../schemas';
import { BookingView } from './features/booking/BookingView';
import {
  type BookingContent,
  type CancelOutcome,
  TOKEN_PARAM,
  bookingStatus,
  cancelTrial,
  loadBooking,
} from './features/booking/cancelTrial';

/**
 * A mailed link's page (route /classes/booking?token=<token>): the booking and its cancel. Its
 * action takes the cancel sent without the script. It shows one visitor's booking: no server or
 * cache keeps it and no search engine indexes it; a dead link answers 410.
 */
export default definePage<BookingContent, CancelOutcome>({
  load: ({ api, searchParams, submission }) => loadBooking(api, searchParams, submission),
  action: ({ api, form }) => cancelTrial(api, form.get(TOKEN_PARAM) ?? ''),
  Component: BookingView,
  meta: (data) => ({
    title: data.kind === 'gone' ? 'Link no longer valid' : 'Your free trial',
    description: data.kind === 'gone' ? BOOKING_TEXTS.linkInvalid : 'Your free trial class booking.',
    status: bookingStatus(data),
    personal: true,
    noindex: true,
  }),
  error: () => ({ message: 'Failed to load your booking. Please try again later.' }),
});
