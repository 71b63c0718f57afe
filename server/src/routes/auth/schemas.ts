import { Type } from '@sinclair/typebox';
import { requiredEmail, requiredText } from 'shared-contracts/schemas';

const MIN_PASSWORD_LENGTH = 8;

export const loginBody = Type.Object({
  email: requiredText(254),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

export const forgotPasswordBody = Type.Object({ email: requiredEmail() });

export const resetPasswordBody = Type.Object({
  email: requiredText(254),
  token: requiredText(200),
  newPassword: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 200 }),
});
