import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { BACKUP_KEY_MIN_LENGTH } from './backups/sealing';
import { prefixOf, rewritingOf } from '@academy/ssr';
import { REPO_ROOT } from './paths';
import { passwordProblem } from './services/passwordPolicy';

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded database lives in `dataDir/db`. */
  databaseUrl?: string;
  /** SMTP server; when absent mail is written as .eml files into `dataDir/outbox`. */
  smtpUrl?: string;
  /** Allows `smtp://` to another machine without STARTTLS (a trusted network only). */
  smtpAllowPlain: boolean;
  mailFrom: string;
  publicUrl: string;
  admin?: { email: string; password: string; name: string };
  demoContent: boolean;
  /**
   * Whether the server renders the sections' pages itself once started (WARM_PAGES, on), so that
   * no visitor waits for the bundles and sheets to load (see pageWarmer).
   */
  warmPages: boolean;
  apiOrigin: string;
  remoteRegistryFile?: string;
  /**
   * Where on other origins a remote registry entry may point (REMOTE_ORIGINS): each entry as the
   * prefix every URL under it starts with (`https://cdn.example.org/`, `https://cdn.example.org/academy/`).
   * The site's own origin is always allowed.
   */
  remotePrefixes: string[];
  /**
   * Origins an administrator may point a remote at for their own browser (DEV_REMOTE_ORIGINS; `*`
   * for any port): none by default when NODE_ENV is production, `http://localhost:*` otherwise.
   */
  devRemoteOrigins: string[];
  /** The bearer token a deploy pipeline uses for the remote registry (DEPLOY_TOKEN); unset means none works. */
  deployToken?: string;
  staticRoot: string;
  sessionTtlHours: number;
  /** Failed sign-ins for one address from one client before that pair is locked. */
  loginMaxFailures: number;
  /** Failed sign-ins from one client, whatever the address, before that client is locked. */
  loginClientMaxFailures: number;
  /** The window in which failures count, and so the longest lock. */
  loginLockMinutes: number;
  /** Extra wait per earlier failed sign-in for the same address and client, before the lock. */
  loginDelayMs: number;
  /** Per-client cap on forgot-password, reset-password (and the contact form) within the window. */
  rateLimitMax: number;
  rateLimitWindowMinutes: number;
  /**
   * Which proxies' X-Forwarded-* headers are believed: none (false), the nearest `n` hops, or
   * the proxies at these addresses (and ranges). The client is the address the nearest
   * trusted proxy saw.
   */
  trustProxy: false | number | string[];
  /** The time a request's headers, and the body of a route that takes no files, may take to arrive. */
  requestTimeoutSeconds: number;
  logLevel: string;
  /**
   * Scheduled backups (README "Backups"): into `dir`, every `everyHours` hours, the newest `keep`
   * kept; absent when BACKUP_EVERY_HOURS is off (the default).
   */
  backups?: { dir: string; everyHours: number; keep: number };
  /** BACKUP_KEY: every backup is encrypted and signed with it (backups/sealing.ts); none are made without it. */
  backupKey?: string;
  /**
   * Canary analysis (README "Canaries that decide"): how often one server judges every canary
   * against its stable release (CANARY_CHECK_SECONDS, 60 by default), and how many views a
   * canary needs before it is rolled back or promoted (CANARY_MIN_VIEWS, 100).
   */
  canaryCheckSeconds: number;
  canaryMinViews: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be "on" or "off" (got "${raw}").`);
}

/**
 * A URL setting. Connection strings hold passwords, so a value that fails to parse is never
 * echoed (`secret`), and what is echoed never holds its user and password.
 */
function url(env: Env, name: string, protocols: string[], secret = false): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    const value = secret ? 'the value is not shown: it may hold a password' : `got "${raw}"`;
    throw new ConfigError(`${name} must be a URL (${value}).`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  }
  return raw.replace(/\/+$/, '');
}

const MIN_DEPLOY_TOKEN_LENGTH = 32;

/**
 * A comma-separated list of origins (`https://cdn.example.org, http://localhost:*`): a scheme and
 * a host, an optional port (`*` for any port when `anyPort`), nothing else.
 */
function origins(env: Env, name: string, fallback: string[], anyPort = false): string[] {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const wildcard = anyPort && entry.endsWith(':*');
      const origin = wildcard ? entry.slice(0, -2) : entry.replace(/\/$/, '');
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (
        !parsed ||
        !['http:', 'https:'].includes(parsed.protocol) ||
        parsed.origin !== origin.toLowerCase()
      ) {
        throw new ConfigError(
          `${name} must list origins such as https://cdn.example.org${anyPort ? ' or http://localhost:*' : ''}, separated by commas (got "${entry}").`,
        );
      }
      return wildcard ? `${parsed.origin}:*` : parsed.origin;
    });
}

/** Addresses of this machine, where `http:` cannot be read or changed on the way (development, tests). */
const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]', 'localhost'];

/**
 * REMOTE_ORIGINS, comma-separated: where releases on other origins may be, each an origin or a
 * URL prefix (`https://cdn.example.org/academy/`: only URLs under that folder), as prefixes ending
 * in a slash. `https:` only, loopback addresses aside: the server runs what it fetches from there,
 * which anyone on the network path of an `http:` origin could change. An entry must be written as
 * it is read (see rewritingOf): no tabs, backslashes or dot segments, no user, query or fragment.
 */
function remotePrefixes(env: Env): string[] {
  const raw = text(env, 'REMOTE_ORIGINS');
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const refuse = (why: string) =>
        new ConfigError(
          `REMOTE_ORIGINS must list https: origins or folders such as https://cdn.example.org or https://cdn.example.org/academy/, separated by commas: "${entry}" ${why}.`,
        );
      let parsed: URL;
      try {
        parsed = new URL(entry);
      } catch {
        throw refuse('is not a URL');
      }
      const loopback = LOOPBACK_HOSTS.includes(parsed.hostname);
      if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)) {
        throw refuse(
          'is not https: (http: only for 127.0.0.1, ::1 or localhost, as anyone on the way could change what it serves)',
        );
      }
      if (parsed.username || parsed.password || parsed.search || parsed.hash) {
        throw refuse('has a user, a query or a fragment');
      }
      const prefix = prefixOf(entry);
      const rewriting = rewritingOf(entry, parsed.href);
      // A prefix written without its last slash is the folder it names.
      if (rewriting && `${entry}/` !== prefix) throw refuse(`is not written as it is read (${rewriting})`);
      return prefix;
    });
}

function deployToken(env: Env): string | undefined {
  const token = text(env, 'DEPLOY_TOKEN');
  if (token !== undefined && token.length < MIN_DEPLOY_TOKEN_LENGTH) {
    throw new ConfigError(`DEPLOY_TOKEN must be at least ${MIN_DEPLOY_TOKEN_LENGTH} characters long.`);
  }
  return token;
}

const MAX_PROXY_HOPS = 10;

/**
 * TRUST_PROXY: `off` (the default), `on` (one hop: a single reverse proxy or load balancer), a
 * number of hops, or the proxies' addresses and ranges (`10.0.0.1, 10.1.0.0/16`). Trusting every
 * hop would let a client name its own address in X-Forwarded-For.
 */
function trustedProxies(env: Env): Config['trustProxy'] {
  const raw = text(env, 'TRUST_PROXY');
  const word = raw?.toLowerCase();
  if (word === undefined || ['off', 'false', 'no', '0'].includes(word)) return false;
  if (['on', 'true', 'yes'].includes(word)) return 1;
  if (/^\d+$/.test(word)) return integer(env, 'TRUST_PROXY', 1, 1, MAX_PROXY_HOPS);
  const addresses = word.split(',').map((entry) => entry.trim());
  const invalid = addresses.find((entry) => !(ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry)));
  if (invalid !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be "on", "off", a number of proxy hops from 1 to ${MAX_PROXY_HOPS}, or proxy addresses separated by commas (got "${invalid}").`,
    );
  }
  return addresses;
}

/** BACKUP_KEY: 32 characters or more, or unset (then no backup is made). */
function backupKey(env: Env): string | undefined {
  const key = env.BACKUP_KEY ?? '';
  if (key === '') return undefined;
  if (key.length < BACKUP_KEY_MIN_LENGTH)
    throw new ConfigError(
      `BACKUP_KEY must be at least ${BACKUP_KEY_MIN_LENGTH} characters long (it has ${key.length}): it encrypts and signs every backup. A random one: openssl rand -base64 36.`,
    );
  return key;
}

/**
 * BACKUP_EVERY_HOURS turns the schedule on; it needs BACKUP_DIR, which has no default on purpose,
 * and BACKUP_KEY.
 */
function backupSchedule(env: Env, baseDir: string): Config['backups'] {
  const everyHours = integer(env, 'BACKUP_EVERY_HOURS', 0, 0, 24 * 365);
  const keep = integer(env, 'BACKUP_KEEP', 14, 1, 10_000);
  if (everyHours === 0) return undefined;
  const dir = text(env, 'BACKUP_DIR');
  if (!dir)
    throw new ConfigError(
      'BACKUP_EVERY_HOURS needs BACKUP_DIR: the folder the backups go to, best on other storage than DATA_DIR.',
    );
  if (!backupKey(env))
    throw new ConfigError(
      'BACKUP_EVERY_HOURS needs BACKUP_KEY (32 or more characters): every backup is encrypted and signed with it, and restoring one needs the same key.',
    );
  return { dir: path.resolve(baseDir, dir), everyHours, keep };
}

function adminAccount(env: Env): Config['admin'] {
  const email = text(env, 'ADMIN_EMAIL');
  const password = env.ADMIN_PASSWORD ?? '';
  if (!email && !password) return undefined;
  if (!email || !password) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new ConfigError('ADMIN_EMAIL must be an email address.');
  const problem = passwordProblem(password, 'ADMIN_PASSWORD');
  if (problem) throw new ConfigError(`${problem}.`);
  return { email: email.toLowerCase(), password, name: text(env, 'ADMIN_NAME') ?? 'Admin' };
}

/**
 * Reads the configuration; an invalid value stops the start with a sentence naming the variable.
 * `baseDir` is where relative paths resolve (the working directory); `repoRoot` holds the builds
 * served by default.
 */
export function loadConfig(env: Env = process.env, baseDir = process.cwd(), repoRoot = REPO_ROOT): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const dataDir = path.resolve(baseDir, text(env, 'DATA_DIR') ?? './data');
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const registry = text(env, 'REMOTE_REGISTRY_FILE');
  const prefixes = remotePrefixes(env);
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], true),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:'], true),
    smtpAllowPlain: flag(env, 'SMTP_ALLOW_PLAIN', false),
    mailFrom: text(env, 'MAIL_FROM') ?? `Karate Academy <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    admin: adminAccount(env),
    demoContent: flag(env, 'DEMO_CONTENT', true),
    warmPages: flag(env, 'WARM_PAGES', true),
    apiOrigin: url(env, 'API_ORIGIN', ['http:', 'https:']) ?? '',
    remoteRegistryFile: registry ? path.resolve(baseDir, registry) : undefined,
    remotePrefixes: prefixes,
    // A production server lets no administrator point a remote at a dev server unless told to.
    devRemoteOrigins: origins(
      env,
      'DEV_REMOTE_ORIGINS',
      env.NODE_ENV === 'production' ? [] : ['http://localhost:*'],
      true,
    ),
    deployToken: deployToken(env),
    staticRoot: path.resolve(baseDir, text(env, 'STATIC_ROOT') ?? repoRoot),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 365),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginClientMaxFailures: integer(env, 'LOGIN_CLIENT_MAX_FAILURES', 10, 1, 100_000),
    loginLockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15, 1, 24 * 60),
    loginDelayMs: integer(env, 'LOGIN_DELAY_MS', 250, 0, 10_000),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 5, 1, 100_000),
    rateLimitWindowMinutes: integer(env, 'RATE_LIMIT_WINDOW_MINUTES', 15, 1, 24 * 60),
    trustProxy: trustedProxies(env),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 300),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    backups: backupSchedule(env, baseDir),
    backupKey: backupKey(env),
    canaryCheckSeconds: integer(env, 'CANARY_CHECK_SECONDS', 60, 1, 24 * 60 * 60),
    canaryMinViews: integer(env, 'CANARY_MIN_VIEWS', 100, 1, 10_000_000),
  };
}
