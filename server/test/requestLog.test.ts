import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { logDestination } from '../src/services/logDestination';
import { captureLog } from './helpers/logCapture';
import { type TestApp, createTestApp } from './helpers/testApp';

describe('the request log', () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  const linesOf = (reqId: string) =>
    log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === reqId);

  it('has one line per request, written once it is answered: method, path without its query, host, status and time', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/healthz?token=secret',
      headers: { host: 'dojo.example' },
    });
    expect(answer.statusCode).toBe(200);
    const requests = log
      .text()
      .split('\n')
      .filter((line) => line.includes('"url":"/healthz"'))
      .map((line) => JSON.parse(line) as { reqId: string });
    expect(requests).toHaveLength(1);
    const lines = linesOf(requests[0].reqId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz', host: 'dojo.example' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(log.text()).not.toContain('secret');
  });

  it('logs a refused request with its status too', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/v1/api/no-such-thing' });
    expect(answer.statusCode).toBe(404);
    const line = log
      .text()
      .split('\n')
      .find((candidate) => candidate.includes('"url":"/v1/api/no-such-thing"'));
    expect(JSON.parse(line!)).toMatchObject({ msg: 'request completed', res: { statusCode: 404 } });
  });
});

describe("the server's log destination", () => {
  it('has each line in the file before the call that logs it returns (none lost when killed outright)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'academy-log-')), 'server.log');
    const fd = fs.openSync(file, 'w');
    const logger = pino({}, logDestination(fd));
    for (let line = 1; line <= 100; line += 1) logger.info({ line }, 'request completed');
    const written = fs.readFileSync(file, 'utf8').trim().split('\n');
    fs.closeSync(fd);
    expect(written).toHaveLength(100);
    expect(JSON.parse(written[99])).toMatchObject({ line: 100, msg: 'request completed' });
  });
});
