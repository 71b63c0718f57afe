import Fastify from 'fastify';
import { compileSerializersOnFirstUse, compileValidatorsOnFirstUse } from './helpers/serializers';

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

describe('test apps’ request validators', () => {
  it('are Fastify’s own, compiled when a route is first called: a bad body gets 400 with ajv’s reason', async () => {
    const app = Fastify();
    compileValidatorsOnFirstUse(app);
    app.post(
      '/name',
      {
        schema: {
          body: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string', minLength: 2 } },
          },
          querystring: { type: 'object', properties: { page: { type: 'integer' } } },
        },
      },
      async (request) => ({ name: (request.body as { name: string }).name, query: request.query }),
    );
    await app.ready();
    const refused = await app.inject({ method: 'POST', url: '/name', payload: { name: 'A' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('body/name must NOT have fewer than 2 characters');
    // Fastify's ajv options hold: the query's number is coerced from its text.
    const accepted = await app.inject({ method: 'POST', url: '/name?page=2', payload: { name: 'Ann' } });
    expect(accepted.json()).toEqual({ name: 'Ann', query: { page: 2 } });
    await app.close();
  });

  it('leave the routes a test never calls uncompiled, so the app starts without compiling them', async () => {
    const app = Fastify();
    compileValidatorsOnFirstUse(app);
    // A schema ajv refuses: a server compiling it at start would not start.
    app.post('/never', { schema: { body: { type: 'nonsense' } } }, async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    expect((await app.inject({ method: 'POST', url: '/never', payload: {} })).statusCode).toBe(500);
    await app.close();
  });
});
