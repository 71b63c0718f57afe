import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on the loopback interface that keeps what it receives. */
export interface TestSmtpServer {
  /** SMTP_URL for the app. */
  url: string;
  /** Whole messages accepted so far. */
  received: string[];
  /** Messages the server is in the middle of taking (held until `release`). */
  pending(): number;
  /** From now on, messages wait before being accepted, like a slow mail server. */
  hold(): void;
  /** Accepts the held messages and stops holding. */
  release(): void;
  /** From now on, messages are refused with a permanent error. */
  refuse(): void;
  close(): Promise<void>;
}

/** `host`: the interface to listen on and to name in the URL (the loopback one by default). */
export async function startSmtpServer(host = '127.0.0.1'): Promise<TestSmtpServer> {
  const received: string[] = [];
  let held: (() => void)[] | undefined;
  let refusing = false;
  let taking = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          taking -= 1;
          if (refusing) {
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
            return;
          }
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        };
        taking += 1;
        if (held) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${host}:${port}`,
    received,
    pending: () => taking,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const accept of waiting) accept();
    },
    refuse: () => {
      refusing = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
