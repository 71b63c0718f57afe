import { Type } from '@sinclair/typebox';
import { failureEnvelope, successEnvelope } from '@academy/contracts';

export const overridesBody = Type.Object({
  remotes: Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 2000 }), {
    maxProperties: 50,
  }),
});

export const overridesAnswers = {
  200: successEnvelope(
    Type.Object({
      remotes: Type.Record(Type.String(), Type.String()),
      /** DEV_REMOTE_ORIGINS: where an override may point. */
      allowedOrigins: Type.Array(Type.String()),
    }),
  ),
  '4xx': failureEnvelope,
};

export const clearedAnswers = { 200: successEnvelope(Type.Null()), '4xx': failureEnvelope };
