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

export interface ContactMessageRequest {
  name: string;
  email: string;
  phone?: string;
  message: string;
  /** Honeypot: people leave it empty; a filled one is dropped silently. */
  website?: string;
}

export interface ContactSubmissionUpdateRequest {
  contacted: boolean;
}

/** The shell's start-up configuration, served by the server and changeable per deployment. */
export interface RuntimeConfig {
  /** Origin of the content API; empty means the site's own origin. */
  apiOrigin: string;
  /** Remote name to the URL of its `mf-manifest.json`. */
  remotes: Record<string, string>;
}
