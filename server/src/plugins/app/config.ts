import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Whether HOST takes connections from this machine only (`127.0.0.1`, `::1`, `localhost`). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare.toLowerCase() === 'localhost') return true;
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}

/**
 * The warning for a TRUST_PROXY that counts hops on a server others can reach directly: it then
 * believes the X-Forwarded-For of any client that skips the proxy (Fastify itself refuses to
 * count hops for this reason), so that client names its own address for every limit.
 */
export function trustProxyWarning(config: Pick<Config, 'trustProxy' | 'host'>): string | undefined {
  if (typeof config.trustProxy !== 'number' || isLoopbackHost(config.host)) return undefined;
  return (
    `TRUST_PROXY counts ${config.trustProxy} proxy hop${config.trustProxy === 1 ? '' : 's'} while HOST ` +
    `(${config.host}) is not a loopback address: a client that connects directly, not through the ` +
    'proxy, is believed about its own address (X-Forwarded-For) and escapes every per-client limit. ' +
    "Set TRUST_PROXY to the proxy's address (such as 10.0.0.2), or HOST to 127.0.0.1 if the proxy runs on this machine."
  );
}

/** The parsed configuration, for every plugin and route to read. */
async function configPlugin(app: FastifyInstance, options: { config: Config }) {
  app.decorate('config', options.config);
  const warning = trustProxyWarning(options.config);
  if (warning) app.log.warn(warning);
}

export default fp(configPlugin, { name: 'config' });
