import type { FastifyInstance } from 'fastify';
import { trustProxyWarning } from '../src/plugins/app/config';
import { clientKey } from '../src/services/clientAddress';
import { captureLog } from './helpers/logCapture';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, api, createTestApp } from './helpers/testApp';

const LOCKED = /^Too many failed sign-in attempts\./;
const LIMITED = /^Too many requests\./;

const login = (
  app: FastifyInstance,
  password: string,
  headers: Record<string, string>,
  remoteAddress: string,
) =>
  app.inject({
    method: 'POST',
    url: api('/auth/login'),
    payload: { email: ADMIN_EMAIL, password },
    headers,
    remoteAddress,
  });

test('a client is its IPv4 address, or the /64 network of its IPv6 address', () => {
  expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
});

test('an address written with a port (as some proxies write X-Forwarded-For) is the address alone', () => {
  expect(clientKey('203.0.113.7:5678')).toBe('203.0.113.7');
  expect(clientKey('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64');
  expect(clientKey('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64');
  expect(clientKey('[::ffff:203.0.113.7]:80')).toBe('203.0.113.7');
});

describe('behind one trusted proxy (TRUST_PROXY=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'on' } });
  });
  afterAll(() => t.close());

  it('counts the address the proxy saw: a left-most X-Forwarded-For changed per request still hits the sign-in lock', async () => {
    // The proxy (10.9.9.9) appends the address it saw (198.51.100.20) to whatever the client sent.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.20` };
      const response = await login(t.app, `wrong password ${i}`, spoofed, '10.9.9.9');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error).toMatch(LOCKED);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another visitor behind the same proxy is not locked.
    const other = await login(t.app, ADMIN_PASSWORD, { 'x-forwarded-for': '198.51.100.21' }, '10.9.9.9');
    expect(other.statusCode).toBe(200);
  });

  it('counts an address the proxy wrote with a port by the address alone: a new port is no fresh start', async () => {
    const tries = async (forwarded: (i: number) => string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const headers = { 'x-forwarded-for': forwarded(i) };
        statuses.push((await login(t.app, `wrong password ${i}`, headers, '10.9.9.9')).statusCode);
      }
      return statuses;
    };
    const locked = [401, 401, 401, 401, 401, 429, 429];
    expect(await tries((i) => `198.51.100.30:${40000 + i}`)).toEqual(locked);
    expect(await tries((i) => `[2001:db8:5:5::${i + 1}]:${40000 + i}`)).toEqual(locked);
  });
});

describe('TRUST_PROXY as a number of hops', () => {
  it('is warned about at start when HOST lets clients connect directly', async () => {
    const log = captureLog();
    const t = await createTestApp({
      env: { TRUST_PROXY: 'on', HOST: '0.0.0.0', LOG_LEVEL: 'warn' },
      logStream: log.stream,
    });
    await t.close();
    expect(log.text()).toContain(
      'TRUST_PROXY counts 1 proxy hop while HOST (0.0.0.0) is not a loopback address: a client that connects directly',
    );
    expect(log.text()).toContain("Set TRUST_PROXY to the proxy's address");
  });

  it('is not warned about on a loopback HOST, nor when TRUST_PROXY names the proxies', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost'])
      expect(trustProxyWarning({ trustProxy: 2, host })).toBeUndefined();
    expect(trustProxyWarning({ trustProxy: ['10.0.0.2'], host: '0.0.0.0' })).toBeUndefined();
    expect(trustProxyWarning({ trustProxy: false, host: '0.0.0.0' })).toBeUndefined();
    expect(trustProxyWarning({ trustProxy: 2, host: '::' })).toMatch(
      /^TRUST_PROXY counts 2 proxy hops while HOST \(::\)/,
    );
  });
});

describe('IPv6 clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  const send = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: api('/contact/contacts/submit'),
      payload: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello' },
      remoteAddress,
    });

  it('share one limit across their /64: a new address in the same network is no fresh start', async () => {
    const neighbours = ['2001:db8:7:7::1', '2001:db8:7:7::2', '2001:db8:7:7:ffff::3', '2001:db8:7:7::4'];
    const statuses: number[] = [];
    for (const address of neighbours) {
      const response = await send(address);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error).toMatch(LIMITED);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another network is another client.
    expect((await send('2001:db8:7:8::1')).statusCode).toBe(200);
  });
});
