import Fastify, { type FastifyInstance } from 'fastify';
import { nameEveryPlugin } from '../src/plugins/pluginNames';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

describe('every plugin registered on the app', () => {
  it('carries a name before Fastify would search the loaded modules for one, at every depth', async () => {
    const app = Fastify();
    nameEveryPlugin(app);
    const inner = async (scope: FastifyInstance) => {
      scope.get('/inner', async () => 'inner');
    };
    async function namedRoutes(scope: FastifyInstance) {
      await scope.register(inner);
    }
    const anonymous = async (scope: FastifyInstance) => {
      await scope.register(namedRoutes, { prefix: '/v1' });
    };
    app.register(anonymous);
    await app.ready();

    expect((namedRoutes as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe('namedRoutes');
    expect((inner as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe('inner');
    expect((anonymous as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe('anonymous');
    expect(app.printPlugins()).toContain('namedRoutes');
    expect((await app.inject('/v1/inner')).body).toBe('inner');
    await app.close();
  });

  it('keeps a name a plugin was given, and names a nameless one by its first line', async () => {
    const app = Fastify();
    nameEveryPlugin(app);
    const given = Object.assign(async () => undefined, { [DISPLAY_NAME]: 'given name' });
    const plugins = [(_scope: FastifyInstance, _options: unknown, done: () => void) => done()];
    app.register(given);
    app.register(plugins[0]);
    await app.ready();
    expect(given[DISPLAY_NAME]).toBe('given name');
    expect((plugins[0] as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe(
      '(_scope, _options, done) => done()',
    );
    await app.close();
  });
});
