import { Type } from '@sinclair/typebox';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  ROLES,
  failureEnvelope,
  requiredEmail,
  requiredText,
  successEnvelope,
} from '@academy/contracts';

const password = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH });
// Whether a new password is common is checked after the rest (passwordPolicy.ts).
const newPassword = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });
/** An authenticator's code (6 digits) or a recovery code (abcd-efgh-jkmn), as typed. */
const code = requiredText(40);

/** `code` only once the answer asked for it (two-factor sign-in). */
export const loginBody = Type.Object({ email: requiredText(254), password, code: Type.Optional(code) });

export const forgotPasswordBody = Type.Object({ email: requiredEmail() });

export const resetPasswordBody = Type.Object({
  email: requiredText(254),
  token: requiredText(200),
  newPassword,
});

export const changePasswordBody = Type.Object({ currentPassword: password, newPassword });

export const codeBody = Type.Object({ code });

export const sessionParams = Type.Object({ id: Type.String() });

/** StaffUser (contracts). */
export const staffUser = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  twoFactorEnabled: Type.Boolean(),
  mustSetUpTwoFactor: Type.Boolean(),
});

/** Sign-in's answer, in the shape the spec fixes; a 401 says when the password was right and a code is needed. */
export const loginAnswers = {
  200: Type.Object({ success: Type.Literal(true), token: Type.String(), user: staffUser }),
  401: Type.Object({
    success: Type.Literal(false),
    error: Type.String(),
    twoFactorRequired: Type.Optional(Type.Literal(true)),
  }),
  '4xx': failureEnvelope,
};

export const twoFactorSetup = Type.Object({
  secret: Type.String(),
  otpauthUrl: Type.String(),
  qrCode: Type.String(),
});

export const recoveryCodesAnswer = Type.Object({ recoveryCodes: Type.Array(Type.String()) });

/** StaffSession (contracts). */
export const staffSession = Type.Object({
  _id: Type.String(),
  browser: Type.String(),
  address: Type.String(),
  lastUsedAt: Type.String(),
  current: Type.Boolean(),
});

/** Forgot-password's answer, in the shape the spec fixes (the same whether or not the address has an account). */
export const forgotPasswordAnswers = {
  200: Type.Object({ success: Type.Literal(true), message: Type.String() }),
  '4xx': failureEnvelope,
};

/** Sign-out and reset answer nothing but success. */
export const doneAnswers = { 200: successEnvelope(Type.Null()), '4xx': failureEnvelope };
