#!/usr/bin/env node
// The remote registry from a terminal or a deploy pipeline: one line promotes a release, starts
// or ends a canary, or rolls a remote back, on every server of the site at once. It calls the
// site's registry API (SITE_URL) with the deploy token (DEPLOY_TOKEN).
const { API_PREFIX, remoteRegistryPaths } = require('@academy/contracts');
const { formatTable } = require('./bench/lib/table');

const USAGE = `Usage: npm run remotes -- <command>
  list                               every remote: current, previous and canary entries
  set <remote> <url>                 point a remote at a release (its mf-manifest.json)
  rollback <remote>                  go back to the entry before the current one
  reset <remote>                     back to the remote's build on the site (or REMOTE_REGISTRY_FILE's entry)
  canary <remote> <url> <percent>    give a release to that share of visitors (0-100)
  canary <remote> off                end the remote's canary
SITE_URL (the site, e.g. https://academy.example.org) and DEPLOY_TOKEN come from the environment.`;

class UsageError extends Error {}

/** The request a command makes: [method, path, body]. */
function requestFor(args) {
  const [command, remote, ...rest] = args;
  const need = (count) => {
    if (rest.length !== count || !remote) throw new UsageError(`"${args.join(' ')}" is not a command.`);
  };
  switch (command) {
    case 'list':
      if (args.length !== 1) throw new UsageError('list takes nothing more.');
      return ['GET', remoteRegistryPaths.registry];
    case 'set':
      need(1);
      return ['PUT', remoteRegistryPaths.remote(remote), { url: rest[0] }];
    case 'rollback':
      need(0);
      return ['POST', remoteRegistryPaths.rollback(remote)];
    case 'reset':
      need(0);
      return ['DELETE', remoteRegistryPaths.remote(remote)];
    case 'canary':
      if (rest.length === 1 && rest[0] === 'off') return ['DELETE', remoteRegistryPaths.canary(remote)];
      need(2);
      if (!/^\d{1,3}$/.test(rest[1]) || Number(rest[1]) > 100) {
        throw new UsageError(`The percentage must be a whole number from 0 to 100 (got "${rest[1]}").`);
      }
      return ['PUT', remoteRegistryPaths.canary(remote), { url: rest[0], percent: Number(rest[1]) }];
    default:
      throw new UsageError(command ? `There is no command "${command}".` : 'Which command?');
  }
}

/** One remote as a row: where visitors get it, and what a rollback or its canary would give. */
function row(entry) {
  return {
    remote: entry.name,
    current: entry.current.url,
    previous: entry.previous?.url ?? '-',
    canary: entry.canary ? `${entry.canary.percent}% ${entry.canary.url}` : '-',
  };
}

async function main(args, env) {
  const [method, path, body] = requestFor(args);
  const site = env.SITE_URL?.replace(/\/+$/, '');
  if (!site) throw new UsageError('Set SITE_URL to the site, e.g. SITE_URL=https://academy.example.org.');
  if (!env.DEPLOY_TOKEN) throw new UsageError('Set DEPLOY_TOKEN to the site’s deploy token.');
  let response;
  try {
    response = await fetch(`${site}${API_PREFIX}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${env.DEPLOY_TOKEN}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new Error(`${site} could not be reached: ${error.cause?.message ?? error.message}`);
  }
  const answer = await response.json().catch(() => ({ error: `${site} answered ${response.status}` }));
  if (!response.ok) throw new Error(answer.error ?? `${site} answered ${response.status}`);
  return formatTable(method === 'GET' ? answer.data.remotes.map(row) : [row(answer.data)]);
}

if (require.main === module) {
  main(process.argv.slice(2), process.env).then(
    (output) => console.log(output),
    (error) => {
      console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error.message);
      process.exit(1);
    },
  );
}

module.exports = { main };
