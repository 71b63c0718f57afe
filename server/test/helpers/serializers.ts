import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';

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
