import { type Static, Type } from '@sinclair/typebox';
import type * as schemas from '../schemas/content';
import type { AdminUser, ContactInfo } from './entities';

export interface LoginRequest {
  email: string;
  password: string;
}

/** Shape fixed by the spec: not the usual envelope. */
export interface LoginResponse {
  success: true;
  token: string;
  user: AdminUser;
}

export interface ForgotPasswordRequest {
  email: string;
}

/** Shape fixed by the spec; the same answer whether or not the address has an account. */
export interface ForgotPasswordResponse {
  success: true;
  message: string;
}

export interface ResetPasswordRequest {
  email: string;
  token: string;
  newPassword: string;
}

export interface PrivacyPolicyRequest {
  content: string;
}

export type ContactInfoRequest = Omit<ContactInfo, '_id'>;

/** The public contact form's message; `website` is the honeypot people leave empty. */
export type ContactMessageRequest = Static<typeof schemas.contactMessageBody>;

export type ContactSubmissionUpdateRequest = Static<typeof schemas.contactSubmissionUpdateBody>;

/** The shell's start-up configuration, served by the server and changeable per deployment. */
export const runtimeConfigSchema = Type.Object({
  /** Origin of the content API; empty means the site's own origin. */
  apiOrigin: Type.String(),
  /** Remote name to the URL of its `mf-manifest.json`. */
  remotes: Type.Record(Type.String(), Type.String()),
});

export type RuntimeConfig = Static<typeof runtimeConfigSchema>;
