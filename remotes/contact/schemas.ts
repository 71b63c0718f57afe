// The contact section's own records: its hero's kind, and the messages visitors send. TypeBox's
// functions one by one, so the contact page carries only the few it uses.
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { TEXT_LIMITS, contentKind, optionalText, requiredEmail, requiredText } from '@academy/contracts';

/** The contact page's hero: the API names its title and description after the page. */
export const contactHero = contentKind({
  title: 'contacttitle',
  description: 'contactdescription',
  image: 'heroimg',
});

/** What the public contact form sends: name, a valid email and a message; the phone optional. */
export const contactMessageBody = Type.Object({
  name: requiredText(TEXT_LIMITS.name),
  email: requiredEmail(),
  phone: optionalText(TEXT_LIMITS.phone),
  message: requiredText(TEXT_LIMITS.message),
  /** Honeypot: hidden from people, so only a bot fills it; such a message is dropped silently. */
  // Any text: a length error would tell the bot which field gave it away.
  website: Type.Optional(Type.String()),
});

export const contactSubmission = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  message: Type.String(),
  /** ISO 8601. */
  createdAt: Type.String(),
  contacted: Type.Boolean(),
});

export const contactSubmissionUpdateBody = Type.Object({ contacted: Type.Boolean() });

export type ContactHero = Static<typeof contactHero.record>;
export type ContactSubmission = Static<typeof contactSubmission>;
/** The public contact form's message; `website` is the honeypot people leave empty. */
export type ContactMessageRequest = Static<typeof contactMessageBody>;
export type ContactSubmissionUpdateRequest = Static<typeof contactSubmissionUpdateBody>;
