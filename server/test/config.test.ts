import path from 'node:path';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/app', '/repo/server/dist');
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
      }),
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
  ])('refuses %p with a clear sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
