import type { ContentWriter } from '@academy/contracts';
import { formRefusal, refusedFormStatus } from '@academy/ui';
import contact from '../../section';
import type { ContactMessageRequest } from '../../schemas';

/** What a visitor writes into the form (the honeypot aside). */
export type ContactFields = Omit<ContactMessageRequest, 'website'>;

export type SendOutcome =
  | { kind: 'success' }
  /**
   * `reason`: the server's sentence when the visitor can act on it (a field, the limit);
   * `status`: the API's answer, when there was one.
   */
  | { kind: 'error'; reason: string; status?: number };

/** A form sent without the page's script, as the page shows it: the outcome, and on a refusal what was written. */
export type SentForm =
  { kind: 'success' } | (Extract<SendOutcome, { kind: 'error' }> & { fields: ContactFields });

/** Refusals whose sentence helps the visitor: a field that needs changing, or the limit's wait. */
const EXPLAINED_STATUSES = new Set([400, 429]);

/** The live form's FormData and a native POST's fields alike. */
interface FormFields {
  get(name: string): FormDataEntryValue | null;
}

/** The message as the form holds it, every field as text. */
export function messageFrom(form: FormFields): ContactMessageRequest {
  const textOf = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: textOf('name'),
    email: textOf('email'),
    phone: textOf('phone'),
    message: textOf('message'),
    website: textOf('website'),
  };
}

/**
 * Sends a message to the contact API and says how it went: the one way the live form (through the
 * browser's client) and the page's action (through the server's, for a form sent without the
 * script) send it, so both show the same outcome for the same answer.
 */
export async function sendMessage(api: ContentWriter, message: ContactMessageRequest): Promise<SendOutcome> {
  try {
    await api.post<null>(contact.paths.submit, message);
    return { kind: 'success' };
  } catch (error) {
    return formRefusal(error, EXPLAINED_STATUSES);
  }
}

/**
 * The page's action: sends the form, and keeps what the visitor wrote when it was refused, so the
 * page shows it again. The honeypot is never shown back.
 */
export async function sendForm(api: ContentWriter, form: FormFields): Promise<SentForm> {
  const sent = messageFrom(form);
  const outcome = await sendMessage(api, sent);
  if (outcome.kind === 'success') return outcome;
  const { name, email, phone, message } = sent;
  return { ...outcome, fields: { name, email, phone, message } };
}

/**
 * The status of the page that answers a form sent without the script: the API's refusal (400,
 * 429), or 503 when the API gave no answer a visitor can act on.
 */
export function sentFormStatus(sent: SentForm | undefined): number | undefined {
  if (sent?.kind !== 'error') return undefined;
  return refusedFormStatus(sent);
}
