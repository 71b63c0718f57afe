import path from 'node:path';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/app', '/repo');
    expect(config).toEqual(
      expect.objectContaining({
        port: 8080,
        host: '0.0.0.0',
        dataDir: path.resolve('/srv/app/data'),
        databaseUrl: undefined,
        smtpUrl: undefined,
        publicUrl: 'http://localhost:8080',
        admin: undefined,
        demoContent: true,
        apiOrigin: '',
        staticRoot: path.resolve('/repo'),
        sessionTtlHours: 12,
        loginMaxFailures: 5,
        loginClientMaxFailures: 10,
        loginLockMinutes: 15,
        rateLimitMax: 5,
        rateLimitWindowMinutes: 15,
        remotePrefixes: [],
        devRemoteOrigins: ['http://localhost:*'],
        deployToken: undefined,
        backups: undefined,
        canaryCheckSeconds: 60,
        canaryMinViews: 100,
      }),
    );
  });

  it('reads the backup schedule: BACKUP_DIR relative to the working folder, 14 kept unless told', () => {
    const BACKUP_KEY = 'a-backup-key-of-at-least-32-characters';
    expect(
      loadConfig({ BACKUP_DIR: 'backups', BACKUP_EVERY_HOURS: '24', BACKUP_KEY }, '/srv/app').backups,
    ).toEqual({
      dir: path.resolve('/srv/app/backups'),
      everyHours: 24,
      keep: 14,
    });
    expect(
      loadConfig({ BACKUP_DIR: '/mnt/other', BACKUP_EVERY_HOURS: '1', BACKUP_KEEP: '3', BACKUP_KEY }).backups,
    ).toEqual({
      dir: '/mnt/other',
      everyHours: 1,
      keep: 3,
    });
    expect(loadConfig({ BACKUP_DIR: '/mnt/other', BACKUP_EVERY_HOURS: '0' }).backups).toBeUndefined();
  });

  it('reads the origins remotes may come from, for everyone and for a developer, and the deploy token', () => {
    const config = loadConfig({
      REMOTE_ORIGINS: 'https://cdn.example.org, https://static.example.net:8443/',
      DEV_REMOTE_ORIGINS: 'http://localhost:*,http://127.0.0.1:3001',
      DEPLOY_TOKEN: 'a'.repeat(32),
    });
    expect(config.remotePrefixes).toEqual(['https://cdn.example.org/', 'https://static.example.net:8443/']);
    expect(config.devRemoteOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:3001']);
    expect(config.deployToken).toBe('a'.repeat(32));
    // A DEV_REMOTE_ORIGINS port wildcard is no REMOTE_ORIGINS entry.
    expect(() => loadConfig({ REMOTE_ORIGINS: 'http://localhost:*' })).toThrow(/^REMOTE_ORIGINS must list/);
  });

  it('reads REMOTE_ORIGINS as https: origins or folders, loopback http: aside, and refuses the rest with a sentence', () => {
    expect(
      loadConfig({
        REMOTE_ORIGINS:
          'https://cdn.example.org/academy/, https://cdn.example.org/releases, http://127.0.0.1:8081, http://[::1]:8082/a/, http://localhost:8083',
      }),
    ).toEqual(
      expect.objectContaining({
        remotePrefixes: [
          'https://cdn.example.org/academy/',
          'https://cdn.example.org/releases/',
          'http://127.0.0.1:8081/',
          'http://[::1]:8082/a/',
          'http://localhost:8083/',
        ],
      }),
    );
    const refusal = (entry: string, why: string) =>
      `REMOTE_ORIGINS must list https: origins or folders such as https://cdn.example.org or https://cdn.example.org/academy/, separated by commas: "${entry}" ${why}.`;
    const refused: [string, string][] = [
      [
        'http://cdn.example.org',
        'is not https: (http: only for 127.0.0.1, ::1 or localhost, as anyone on the way could change what it serves)',
      ],
      [
        'http://10.0.0.5:8080',
        'is not https: (http: only for 127.0.0.1, ::1 or localhost, as anyone on the way could change what it serves)',
      ],
      [
        'ftp://cdn.example.org',
        'is not https: (http: only for 127.0.0.1, ::1 or localhost, as anyone on the way could change what it serves)',
      ],
      ['cdn.example.org', 'is not a URL'],
      ['https://user@cdn.example.org', 'has a user, a query or a fragment'],
      ['https://cdn.example.org/?a=1', 'has a user, a query or a fragment'],
      [
        'https://cdn.example.org/academy/../other/',
        'is not written as it is read (it reads as https://cdn.example.org/other/)',
      ],
      [
        'https://cdn.example.org/academy/%2e%2e/',
        'is not written as it is read (it holds an encoded dot, slash or backslash (%2e, %2f, %5c), which servers may decode)',
      ],
      [
        'https://cdn.example.org\\academy/',
        'is not written as it is read (it holds a backslash, which a URL parser reads as a slash)',
      ],
    ];
    for (const [entry, why] of refused) {
      expect(() => loadConfig({ REMOTE_ORIGINS: entry })).toThrow(refusal(entry, why));
    }
  });

  it('reads the origins a developer may point remotes at, and the deploy token', () => {
    // A developer's dev server by default, but in production only where the setting says.
    expect(loadConfig({}).devRemoteOrigins).toEqual(['http://localhost:*']);
    expect(loadConfig({ NODE_ENV: 'production' }).devRemoteOrigins).toEqual([]);
    expect(
      loadConfig({ NODE_ENV: 'production', DEV_REMOTE_ORIGINS: 'http://localhost:*' }).devRemoteOrigins,
    ).toEqual(['http://localhost:*']);
    expect(() => loadConfig({ DEV_REMOTE_ORIGINS: 'file:///tmp:*' })).toThrow(
      'DEV_REMOTE_ORIGINS must list origins such as https://cdn.example.org or http://localhost:*, separated by commas (got "file:///tmp:*").',
    );
    expect(() => loadConfig({ DEPLOY_TOKEN: 'short' })).toThrow(
      'DEPLOY_TOKEN must be at least 32 characters long.',
    );
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        DEMO_CONTENT: 'off',
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'kata before breakfast',
        PUBLIC_URL: 'https://dojo.example/',
      },
      '/srv',
    );
    expect(config.port).toBe(9000);
    expect(config.demoContent).toBe(false);
    expect(config.admin).toEqual({
      email: 'boss@example.com',
      password: 'kata before breakfast',
      name: 'Admin',
    });
    expect(config.publicUrl).toBe('https://dojo.example');
  });

  it('reads how often canaries are judged and the views a canary needs, so tests can judge in seconds', () => {
    const config = loadConfig({ CANARY_CHECK_SECONDS: '1', CANARY_MIN_VIEWS: '20' });
    expect(config.canaryCheckSeconds).toBe(1);
    expect(config.canaryMinViews).toBe(20);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty").'],
    [{ DEMO_CONTENT: 'maybe' }, 'DEMO_CONTENT must be "on" or "off" (got "maybe").'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://.'],
    [{ ADMIN_EMAIL: 'a@b.c' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together.'],
    [
      { ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'Sensei-2026' },
      'ADMIN_PASSWORD must be at least 12 characters.',
    ],
    [
      { ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'password1234' },
      'ADMIN_PASSWORD is too common or too easy to guess; choose a longer, less predictable password.',
    ],
    [
      { ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'qwertyuiopasdfgh' },
      'ADMIN_PASSWORD is too common or too easy to guess; choose a longer, less predictable password.',
    ],
    [{ SESSION_TTL_HOURS: '0' }, 'SESSION_TTL_HOURS must be a whole number from 1 to 8760 (got "0").'],
    [
      { TRUST_PROXY: 'everyone' },
      'TRUST_PROXY must be "on", "off", a number of proxy hops from 1 to 10, or proxy addresses separated by commas (got "everyone").',
    ],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be a whole number from 1 to 10 (got "11").'],
    [
      { BACKUP_EVERY_HOURS: '24' },
      'BACKUP_EVERY_HOURS needs BACKUP_DIR: the folder the backups go to, best on other storage than DATA_DIR.',
    ],
    [
      { BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '-1' },
      'BACKUP_EVERY_HOURS must be a whole number from 0 to 8760 (got "-1").',
    ],
    [{ BACKUP_DIR: '/b', BACKUP_KEEP: '0' }, 'BACKUP_KEEP must be a whole number from 1 to 10000 (got "0").'],
    [
      { CANARY_CHECK_SECONDS: '0.5' },
      'CANARY_CHECK_SECONDS must be a whole number from 1 to 86400 (got "0.5").',
    ],
    [{ CANARY_MIN_VIEWS: '0' }, 'CANARY_MIN_VIEWS must be a whole number from 1 to 10000000 (got "0").'],
    [
      { BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '24' },
      'BACKUP_EVERY_HOURS needs BACKUP_KEY (32 or more characters): every backup is encrypted and signed with it, and restoring one needs the same key.',
    ],
    [
      { BACKUP_KEY: 'short' },
      'BACKUP_KEY must be at least 32 characters long (it has 5): it encrypts and signs every backup. A random one: openssl rand -base64 36.',
    ],
  ])('refuses %p with a clear sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never prints a connection string that fails to parse: it may hold a password', () => {
    for (const [name, value] of [
      ['DATABASE_URL', 'postgres://owner:hunter2-secret@db:5432:x/academy'],
      ['SMTP_URL', 'smtp://mailer:hunter2-secret@mail example/'],
    ]) {
      let message = '';
      try {
        loadConfig({ [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(`${name} must be a URL (the value is not shown: it may hold a password).`);
      expect(message).not.toContain('hunter2');
    }
  });

  it('reads TRUST_PROXY as the number of trusted hops or the proxies’ addresses; on is one hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('gives a request 30 seconds for its headers and a body without files, unless told otherwise', () => {
    expect(loadConfig({}).requestTimeoutSeconds).toBe(30);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' }).requestTimeoutSeconds).toBe(5);
  });
});
