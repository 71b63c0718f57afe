import Fastify from 'fastify';
import { compileSerializersOnFirstUse } from './helpers/serializers';

describe('test apps’ answer serializers', () => {
  it('are Fastify’s own, compiled when a route first answers: fields outside the schema are left out', async () => {
    const app = Fastify();
    compileSerializersOnFirstUse(app);
    app.get(
      '/account',
      { schema: { response: { 200: { type: 'object', properties: { name: { type: 'string' } } } } } },
      async () => ({ name: 'Sensei', passwordHash: 'not for anyone' }),
    );
    await app.ready();
    expect((await app.inject('/account')).json()).toEqual({ name: 'Sensei' });
    await app.close();
  });

  it('leave the routes a test never calls uncompiled, so the app starts without compiling them', async () => {
    const app = Fastify();
    compileSerializersOnFirstUse(app);
    // A schema fast-json-stringify refuses: a server compiling it at start would not start.
    app.get(
      '/never',
      { schema: { response: { 200: { type: 'object', properties: { a: { type: 'nonsense' } } } } } },
      async () => ({}),
    );
    await expect(app.ready()).resolves.toBeDefined();
    expect((await app.inject('/never')).statusCode).toBe(500);
    await app.close();
  });
});
