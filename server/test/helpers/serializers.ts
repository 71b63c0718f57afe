import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import ValidatorSelector from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';

type Serializer = (data: unknown) => string;

/**
 * Has `app` compile each route's answer serializer when the route first answers with it, rather
 * than all of them as it starts: the same fast-json-stringify serializers Fastify makes itself,
 * from the same schemas, but a test calls a handful of the app's hundreds of routes, and compiling
 * them all was a fifth of the time every test app took to start. Servers compile them at start,
 * the browser suite's and the ops tests' included, so a schema that does not compile still fails
 * there before anyone is served.
 */
export function compileSerializersOnFirstUse(app: FastifyInstance): void {
  let compile: ReturnType<ReturnType<typeof SerializerSelector>> | undefined;
  app.setSerializerCompiler((route) => {
    let serialize: Serializer | undefined;
    return (data: unknown) => {
      compile ??= SerializerSelector()({}, undefined);
      serialize ??= compile(route as Parameters<typeof compile>[0]) as Serializer;
      return serialize(data);
    };
  });
}

type Validator = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/**
 * The same for the request validators: Fastify's own (ajv with Fastify's default options, as the
 * app sets none), each compiled when its route is first called. The errors of a call are handed
 * on, as Fastify reads them from the validator it was given. The app declares no header schemas,
 * the one part a custom validator compiler makes Fastify treat otherwise (it leaves their names'
 * case alone).
 */
export function compileValidatorsOnFirstUse(app: FastifyInstance): void {
  let compile: ReturnType<ReturnType<typeof ValidatorSelector>> | undefined;
  app.setValidatorCompiler((route) => {
    let validate: Validator | undefined;
    const lazy: Validator = (data: unknown) => {
      compile ??= ValidatorSelector()({}, { customOptions: {}, plugins: [] });
      validate ??= compile(route as Parameters<typeof compile>[0]) as Validator;
      const valid = validate(data);
      lazy.errors = validate.errors;
      return valid;
    };
    return lazy;
  });
}
