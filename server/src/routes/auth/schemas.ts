import { Type } from '@sinclair/typebox';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  failureEnvelope,
  requiredEmail,
  requiredText,
  successEnvelope,
} from '@academy/contracts';

export const loginBody = Type.Object({
  email: requiredText(254),
  password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
});

export const forgotPasswordBody = Type.Object({ email: requiredEmail() });

// Whether the password is common is checked once the link is known to work (passwordReset.ts).
export const resetPasswordBody = Type.Object({
  email: requiredText(254),
  token: requiredText(200),
  newPassword: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
});

const adminUser = Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() });

/** Sign-in's answer, in the shape the spec fixes. */
export const loginAnswers = {
  200: Type.Object({ success: Type.Literal(true), token: Type.String(), user: adminUser }),
  '4xx': failureEnvelope,
};

/** Forgot-password's answer, in the shape the spec fixes (the same whether or not the address has an account). */
export const forgotPasswordAnswers = {
  200: Type.Object({ success: Type.Literal(true), message: Type.String() }),
  '4xx': failureEnvelope,
};

/** Sign-out and reset answer nothing but success. */
export const doneAnswers = { 200: successEnvelope(Type.Null()), '4xx': failureEnvelope };
