import { Type } from '@sinclair/typebox';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, requiredEmail, requiredText } from '@academy/contracts';

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
