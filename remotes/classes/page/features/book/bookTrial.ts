import type { ContentWriter } from '@academy/contracts';
import { formRefusal, refusedFormStatus } from '@academy/ui';
import section from '../../../section';
import type { BookingReceipt, BookingRequest } from '../../../schemas';

/** What a visitor writes into the form (the honeypot aside), every field as text. */
export interface BookingFields {
  session: string;
  date: string;
  name: string;
  email: string;
  phone: string;
  participant: string;
  age: string;
  message: string;
  consent: string;
}

/** What the API is sent: the form's fields, the age as a number when it is one. */
type BookingBody = Omit<BookingRequest, 'age'> & { age: number | string };

export type BookOutcome =
  /** Booked or waitlisted: the date chosen and the address the details went to. */
  | { kind: BookingReceipt['status']; date: string; email: string }
  /**
   * `reason`: the server's sentence when the visitor can act on it (a field, the date, a booking
   * already made, the limit); `status`: the API's answer, when there was one.
   */
  | { kind: 'error'; reason: string; status?: number };

/** A form sent without the page's script, as the page shows it: on a refusal, what was written too. */
export type SentBooking =
  | Exclude<BookOutcome, { kind: 'error' }>
  | (Extract<BookOutcome, { kind: 'error' }> & { fields: BookingFields });

/** Refusals whose sentence helps the visitor: a field or date to change, a class gone, the limit. */
const EXPLAINED_STATUSES = new Set([400, 404, 409, 429]);

/** The live form's FormData and a native POST's fields alike. */
interface FormFields {
  get(name: string): FormDataEntryValue | null;
}

const FIELDS = [
  'session',
  'date',
  'name',
  'email',
  'phone',
  'participant',
  'age',
  'message',
  'consent',
] as const;

/** The booking as the form holds it, the honeypot included. */
export function bookingFrom(form: FormFields): BookingFields & { website: string } {
  const textOf = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const fields = Object.fromEntries(FIELDS.map((name) => [name, textOf(name)])) as unknown as BookingFields;
  return { ...fields, website: textOf('website') };
}

/** The API's body: the age a number when it is a whole one (else the API says what is wrong), no consent unless given. */
function bodyOf({ consent, ...fields }: BookingFields & { website: string }): BookingBody {
  const age = fields.age.trim();
  return {
    ...fields,
    age: /^\d{1,3}$/.test(age) ? Number(age) : age,
    ...(consent && { consent }),
  };
}

/**
 * Books a free trial through the API and says how it went: the one way the live form (the
 * browser's client) and the page's action (the server's, for a form sent without the script)
 * book, so both show the same outcome for the same answer.
 */
export async function bookTrial(
  api: ContentWriter,
  booking: BookingFields & { website: string },
): Promise<BookOutcome> {
  try {
    const receipt = await api.post<BookingReceipt>(section.paths.bookings, bodyOf(booking));
    return { kind: receipt.status, date: booking.date, email: booking.email };
  } catch (error) {
    return formRefusal(error, EXPLAINED_STATUSES);
  }
}

/** The page's action: books, and keeps what the visitor wrote when refused (never the honeypot). */
export async function sendBooking(api: ContentWriter, form: FormFields): Promise<SentBooking> {
  const { website, ...fields } = bookingFrom(form);
  const outcome = await bookTrial(api, { ...fields, website });
  return outcome.kind === 'error' ? { ...outcome, fields } : outcome;
}

/**
 * The status of the page that answers a form sent without the script: the API's refusal (400,
 * 404, 409, 429), or 503 when the API gave no answer a visitor can act on.
 */
export function sentBookingStatus(sent: SentBooking | undefined): number | undefined {
  if (sent?.kind !== 'error') return undefined;
  return refusedFormStatus(sent);
}
