/** Every JSON answer except sign-in and forgot-password, whose shapes are their own (api/auth.ts). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiFailure {
  success: false;
  /** A sentence a person can read; for bad input it names the field. */
  error: string;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
