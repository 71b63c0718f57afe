import { Type } from '@sinclair/typebox';
import { failureEnvelope, successEnvelope } from '@academy/contracts';

const MAX_URL_LENGTH = 2000;

export const remoteParams = Type.Object({ remote: Type.String({ maxLength: 100 }) });

export const entryBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH }) });

export const canaryBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH }),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
});

const canary = Type.Object({ url: Type.String(), percent: Type.Integer() });

const change = Type.Object({
  action: Type.Union([
    Type.Literal('set'),
    Type.Literal('rollback'),
    Type.Literal('canary'),
    Type.Literal('canary-off'),
    Type.Literal('reset'),
  ]),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
  percent: Type.Union([Type.Integer(), Type.Null()]),
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
});

/** One remote as the registry has it: what visitors get now, what a rollback would bring back, its canary. */
export const registryEntry = Type.Object({
  name: Type.String(),
  section: Type.String(),
  /** The manifest URL visitors outside the canary get; `builtHere` when it is the build on this server. */
  current: Type.Object({ url: Type.String(), builtHere: Type.Boolean() }),
  previous: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  canary: Type.Union([canary, Type.Null()]),
  history: Type.Array(change),
});

export const registryAnswers = {
  200: successEnvelope(Type.Object({ remotes: Type.Array(registryEntry) })),
  '4xx': failureEnvelope,
};

export const entryAnswers = { 200: successEnvelope(registryEntry), '4xx': failureEnvelope };

/** The public read the servers build every page's runtime config from. */
export const liveAnswers = {
  200: successEnvelope(
    Type.Record(
      Type.String(),
      Type.Object({ url: Type.String(), canary: Type.Union([canary, Type.Null()]) }),
    ),
  ),
};
