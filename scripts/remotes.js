#!/usr/bin/env node
// The remote registry from a terminal or a deploy pipeline: one line promotes a release, starts,
// promotes or ends a canary, rolls a remote back, shares a release preview or reads what
// visitors lived through, on every server of the site at once. It calls the site's registry API
// (SITE_URL) with the deploy token (DEPLOY_TOKEN).
const { API_PREFIX, remoteRegistryPaths } = require('@academy/contracts');
const { formatTable } = require('./bench/lib/table');

/** How much of a release's digest (release.json's SHA-256, hex) a table shows: enough to tell. */
const DIGEST_SHOWN = 12;

const USAGE = `Usage: npm run remotes -- <command>
  list                               every remote: its current release (version, digest: the first
                                     ${DIGEST_SHOWN} hex digits of release.json's SHA-256, URL), the previous
                                     one and the canary (share, version, digest, bake time, auto-promote)
  set <remote> <url>                 point a remote at a release (its mf-manifest.json)
  rollback <remote>                  go back to the entry before the current one
  reset <remote>                     back to the remote's build on the site (or REMOTE_REGISTRY_FILE's entry)
  canary <remote> <url> <percent> [--bake-minutes <minutes>] [--auto-promote]
                                     give a release to that share of visitors (0-100); canary analysis
                                     rolls it back when it hurts them, and with --auto-promote promotes it
                                     once it has run that long unharmed (30 minutes unless given; fractions allowed)
  canary <remote> promote            make the remote's canary its current release
  canary <remote> off                end the remote's canary
  preview <remote> <url>             a link that shows the whole site with that release for 24 hours,
                                     printed alone on the first line (for a pipeline to post)
  health <remote> [minutes]          what visitors lived through with each release and arm of the remote
                                     over the last minutes (60 unless given)
SITE_URL (the site, e.g. https://academy.example.org) and DEPLOY_TOKEN come from the environment.`;

class UsageError extends Error {}

/** A canary's words (url, percent) and its flags, in any order. */
function canaryArguments(args) {
  const words = [];
  const settings = { autoPromote: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--auto-promote') settings.autoPromote = true;
    else if (arg === '--bake-minutes') {
      index += 1;
      const minutes = args[index];
      if (!/^(\d+\.?\d*|\.\d+)$/.test(minutes ?? '') || Number(minutes) <= 0) {
        throw new UsageError(
          `--bake-minutes takes a number of minutes above 0, fractions allowed (got "${minutes ?? ''}").`,
        );
      }
      settings.bakeMinutes = Number(minutes);
    } else if (arg.startsWith('--')) {
      throw new UsageError(`A canary takes --bake-minutes <minutes> and --auto-promote, not "${arg}".`);
    } else words.push(arg);
  }
  return { words, settings };
}

/** One remote as a row: what visitors get, what a rollback would bring back, and its canary. */
function entryRow(entry) {
  const digest = (release) => release.digest?.slice(0, DIGEST_SHOWN) ?? '-';
  const canary = entry.canary && [
    `${entry.canary.percent}% ${entry.canary.version} (${digest(entry.canary)})`,
    `bake ${entry.canary.bakeMinutes} min`,
    ...(entry.canary.autoPromote ? ['auto-promote'] : []),
  ];
  return {
    remote: entry.name,
    current: entry.current.version,
    digest: digest(entry.current),
    url: entry.current.url,
    previous: entry.previous?.version ?? '-',
    canary: canary ? canary.join(', ') : '-',
  };
}

const entryTable = (entry) => formatTable([entryRow(entry)]);

/** A figure of the health table, or '-' when there was nothing to measure. */
const figure = (value, digits = 0) => (value === null ? '-' : value.toFixed(digits));

/** The health figures as a table, one row per release and arm. */
function healthTable({ remote, since, releases }) {
  const rows = releases.map((release) => ({
    release: release.release,
    arm: release.arm,
    views: release.views,
    'error views': release.errorViews,
    'error rate %': figure(release.views === 0 ? null : release.errorRate * 100, 1),
    load: release.errors.load,
    render: release.errors.render,
    script: release.errors.script,
    'left to browser': release.errors.server,
    'LCP p75 ms': figure(release.lcpP75),
    'INP p75 ms': figure(release.inpP75),
    'CLS p75': figure(release.clsP75, 2),
  }));
  return `What visitors lived through with ${remote} since ${since}:\n${formatTable(rows)}`;
}

/** The preview link alone on the first line, so a pipeline can take it with `head -1`. */
const previewText = (remote, url) => (preview) =>
  `${preview.url}\nShows the site with ${remote} at ${url} to whoever opens it, until ${preview.expiresAt}.`;

/** The request a command makes (method, path, body) and how its answer's data is shown. */
function requestFor(args) {
  const [command, remoteName, ...rest] = args;
  // A remote's name is one path segment, whatever is typed.
  const remote = remoteName && encodeURIComponent(remoteName);
  const notACommand = () => new UsageError(`"${args.join(' ')}" is not a command.`);
  const need = (count) => {
    if (rest.length !== count || !remote) throw notACommand();
  };
  switch (command) {
    case 'list':
      if (args.length !== 1) throw new UsageError('list takes nothing more.');
      return {
        method: 'GET',
        path: remoteRegistryPaths.registry,
        show: (data) => formatTable(data.remotes.map(entryRow)),
      };
    case 'set':
      need(1);
      return {
        method: 'PUT',
        path: remoteRegistryPaths.remote(remote),
        body: { url: rest[0] },
        show: entryTable,
      };
    case 'rollback':
      need(0);
      return { method: 'POST', path: remoteRegistryPaths.rollback(remote), show: entryTable };
    case 'reset':
      need(0);
      return { method: 'DELETE', path: remoteRegistryPaths.remote(remote), show: entryTable };
    case 'canary': {
      if (rest.length === 1 && rest[0] === 'off')
        return { method: 'DELETE', path: remoteRegistryPaths.canary(remote), show: entryTable };
      if (rest.length === 1 && rest[0] === 'promote')
        return { method: 'POST', path: remoteRegistryPaths.promote(remote), show: entryTable };
      const { words, settings } = canaryArguments(rest);
      if (words.length !== 2 || !remote) throw notACommand();
      const [url, percent] = words;
      if (!/^\d{1,3}$/.test(percent) || Number(percent) > 100) {
        throw new UsageError(`The percentage must be a whole number from 0 to 100 (got "${percent}").`);
      }
      return {
        method: 'PUT',
        path: remoteRegistryPaths.canary(remote),
        body: { url, percent: Number(percent), ...settings },
        show: entryTable,
      };
    }
    case 'preview':
      need(1);
      return {
        method: 'POST',
        path: remoteRegistryPaths.previews(remote),
        body: { url: rest[0] },
        show: previewText(remoteName, rest[0]),
      };
    case 'health': {
      if (rest.length > 1 || !remote) throw notACommand();
      const [minutes] = rest;
      if (minutes !== undefined && (!/^\d+$/.test(minutes) || Number(minutes) < 1)) {
        throw new UsageError(`The minutes must be a whole number above 0 (got "${minutes}").`);
      }
      const query = minutes === undefined ? '' : `?minutes=${minutes}`;
      return { method: 'GET', path: `${remoteRegistryPaths.health(remote)}${query}`, show: healthTable };
    }
    default:
      throw new UsageError(command ? `There is no command "${command}".` : 'Which command?');
  }
}

async function main(args, env) {
  const { method, path, body, show } = requestFor(args);
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
  return show(answer.data);
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
