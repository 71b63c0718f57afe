import path from 'node:path';
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
  mailFrom: string;
  publicUrl: string;
  admin?: { email: string; password: string; name: string };
  demoContent: boolean;
  apiOrigin: string;
  remoteRegistryFile?: string;
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
  trustProxy: boolean;
  logLevel: string;
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

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${raw}").`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  }
  return raw.replace(/\/+$/, '');
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
 * `baseDir` is where relative paths resolve (the working directory); `serverDir` is the folder of
 * the running code (src or dist), two levels below the repository root.
 */
export function loadConfig(env: Env = process.env, baseDir = process.cwd(), serverDir = __dirname): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const dataDir = path.resolve(baseDir, text(env, 'DATA_DIR') ?? './data');
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const registry = text(env, 'REMOTE_REGISTRY_FILE');
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM') ?? `Karate Academy <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    admin: adminAccount(env),
    demoContent: flag(env, 'DEMO_CONTENT', true),
    apiOrigin: url(env, 'API_ORIGIN', ['http:', 'https:']) ?? '',
    remoteRegistryFile: registry ? path.resolve(baseDir, registry) : undefined,
    staticRoot: path.resolve(baseDir, text(env, 'STATIC_ROOT') ?? path.join(serverDir, '../..')),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 365),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginClientMaxFailures: integer(env, 'LOGIN_CLIENT_MAX_FAILURES', 10, 1, 100_000),
    loginLockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15, 1, 24 * 60),
    loginDelayMs: integer(env, 'LOGIN_DELAY_MS', 250, 0, 10_000),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 5, 1, 100_000),
    rateLimitWindowMinutes: integer(env, 'RATE_LIMIT_WINDOW_MINUTES', 15, 1, 24 * 60),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
  };
}
