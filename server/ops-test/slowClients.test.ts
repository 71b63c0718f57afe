import net from 'node:net';
import { API_PREFIX } from '@academy/contracts';
import { type ServerProcess, startServer, waitUntilHealthy } from '../test/helpers/serverProcess';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/helpers/testApp';
import { siteFolders } from './siteFolders';

jest.setTimeout(90_000);

describe('a client that sends its body a byte a second, against the real server with its defaults', () => {
  let folders: Awaited<ReturnType<typeof siteFolders>>;
  let server: ServerProcess;
  beforeAll(async () => {
    folders = await siteFolders();
    // The embedded database and every time limit at its default.
    server = await startServer({
      DATA_DIR: folders.dataDir,
      STATIC_ROOT: folders.staticRoot,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    });
    await waitUntilHealthy(server.origin);
  });
  afterAll(async () => {
    await server.kill();
    await folders.remove();
  });

  it('is answered 408 and cut off within 30 seconds', async () => {
    const { port } = new URL(server.origin);
    const body = JSON.stringify({ name: 'Slow', email: 'slow@example.com', message: 'x'.repeat(200) });
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST ${API_PREFIX}/contact/contacts/submit HTTP/1.1\r\nHost: localhost\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const started = Date.now();
    let sent = 0;
    const dribble = setInterval(
      () => socket.writable && sent < body.length && socket.write(body[sent++]),
      1000,
    );
    try {
      await closed;
      const seconds = (Date.now() - started) / 1000;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('The request took longer than 30 seconds to arrive.');
      expect(seconds).toBeLessThanOrEqual(31);
      expect(sent).toBeLessThan(body.length);
    } finally {
      clearInterval(dribble);
      socket.destroy();
    }
  });
});
