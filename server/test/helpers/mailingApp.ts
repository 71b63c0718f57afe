import { captureLog } from './logCapture';
import { type TestSmtpServer, startSmtpServer } from './smtpServer';
import { type TestApp, createTestApp } from './testApp';

/**
 * For a describe block: a real mail server on the loopback interface and a fresh app that sends
 * its mail there (SMTP_URL), created before the block's tests and closed after them. `use`
 * receives both once they exist; the returned log holds what the app logged at level error.
 */
export function withMailingApp(use: (app: TestApp, smtp: TestSmtpServer) => void) {
  const log = captureLog();
  let smtp: TestSmtpServer | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ env: { SMTP_URL: smtp.url, LOG_LEVEL: 'error' }, logStream: log.stream });
    use(app, smtp);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  return log;
}
