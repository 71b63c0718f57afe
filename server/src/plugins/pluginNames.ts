import type { FastifyInstance } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives every plugin registered on `app` or below it a name before Fastify looks for one.
 *
 * Fastify names a plugin (for its errors and its plugin tree) by its display name, or else by
 * searching every loaded module for one that exports it, then by the function's name. Most of our
 * plugins are route groups and closures with no display name, so each of the hundred an app
 * registers paid that search: little in Node, but a few milliseconds each under Jest, whose
 * module cache is a proxy, for every app a test starts. The name given is the one the search
 * would have ended with: the function's name, or its first line.
 */
export function nameEveryPlugin(app: FastifyInstance): void {
  const register = app.register;
  // Child scopes inherit `register` from the root instance, so this one wrapper sees them all.
  app.register = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && !(DISPLAY_NAME in plugin)) {
      const firstLine = plugin.toString().split('\n', 1)[0].trim();
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || firstLine });
    }
    return (register as (this: FastifyInstance, plugin: unknown, options?: unknown) => unknown).call(
      this,
      plugin,
      options,
    );
  } as FastifyInstance['register'];
}
