import { type Static, Type } from '@sinclair/typebox';
import { failureEnvelope, successEnvelope } from '../schemas/envelope';
import { requiredEmail, requiredText } from '../schemas/fields';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits';
import { role } from './staff';

// Sign-in (README "Staff accounts"): signing in and out, a forgotten password, and the signed-in
// account's own settings (its password, sessions and second factor, at `staffPaths`). Paths are
// below the API prefix.

/** The sign-in paths below `API_PREFIX`: the platform's own (a section's are in its definition). */
export const authPaths = {
  login: '/auth/login',
  logout: '/auth/logout',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
} as const;

/** What `POST /auth/login` answers (401) when the password was right and a code is needed. */
export const TWO_FACTOR_REQUIRED = 'Enter the code from your authenticator app.';

const password = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH });
// Whether a new password is common is checked after the rest (the server's password policy).
const newPassword = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });
/** An authenticator's code (6 digits) or a recovery code (abcd-efgh-jkmn), as typed. */
const code = requiredText(40);

/** `code` only once the answer asked for it (two-factor sign-in). */
export const loginBody = Type.Object({ email: requiredText(254), password, code: Type.Optional(code) });
export type LoginBody = Static<typeof loginBody>;

export const forgotPasswordBody = Type.Object({ email: requiredEmail() });
export type ForgotPasswordBody = Static<typeof forgotPasswordBody>;

export const resetPasswordBody = Type.Object({
  email: requiredText(254),
  token: requiredText(200),
  newPassword,
});
export type ResetPasswordBody = Static<typeof resetPasswordBody>;

export const changePasswordBody = Type.Object({ currentPassword: password, newPassword });
export type ChangePasswordBody = Static<typeof changePasswordBody>;

/** Turning two-factor sign-in on or off: a code from the authenticator (or a recovery code). */
export const codeBody = Type.Object({ code });
export type CodeBody = Static<typeof codeBody>;

export const sessionParams = Type.Object({ id: Type.String() });

/** The signed-in account, as sign-in and `/auth/me` answer it. */
export const staffUser = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role,
  twoFactorEnabled: Type.Boolean(),
  /** Two-factor sign-in is required and this account has none: it may only set it up. */
  mustSetUpTwoFactor: Type.Boolean(),
});
export type StaffUser = Static<typeof staffUser>;

const signedIn = Type.Object({ success: Type.Literal(true), token: Type.String(), user: staffUser });
const signInRefused = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  twoFactorRequired: Type.Optional(Type.Literal(true)),
});

/**
 * What the routes that sign in answer (login, accepting an invitation), in the shape they
 * have always had (no `data` envelope); a 401 says when the password was right and a code is needed.
 */
export const loginAnswers = { 200: signedIn, 401: signInRefused, '4xx': failureEnvelope };
export type SignInAnswer = Static<typeof signedIn> | Static<typeof signInRefused>;

/** A new secret waiting to be confirmed: its otpauth URL and that URL's QR code (a data URL). */
export const twoFactorSetup = Type.Object({
  secret: Type.String(),
  otpauthUrl: Type.String(),
  qrCode: Type.String(),
});
export type TwoFactorSetup = Static<typeof twoFactorSetup>;

export const recoveryCodesAnswer = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesAnswer = Static<typeof recoveryCodesAnswer>;

/** One of the signed-in account's sessions. */
export const staffSession = Type.Object({
  _id: Type.String(),
  browser: Type.String(),
  address: Type.String(),
  lastUsedAt: Type.String(),
  current: Type.Boolean(),
});
export type StaffSession = Static<typeof staffSession>;

const forgotPasswordAnswer = Type.Object({ success: Type.Literal(true), message: Type.String() });
/** Forgot-password's answer, its shape long-standing (the same whether or not the address has an account). */
export const forgotPasswordAnswers = { 200: forgotPasswordAnswer, '4xx': failureEnvelope };
export type ForgotPasswordAnswer = Static<typeof forgotPasswordAnswer>;

/** Sign-out, reset and the account's changes answer nothing but success. */
export const doneAnswers = { 200: successEnvelope(Type.Null()), '4xx': failureEnvelope };
