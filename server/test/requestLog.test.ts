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
