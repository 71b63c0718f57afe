import { randomUUID } from 'node:crypto';
import type { DatabaseLog } from './connection';
import type { ChannelListener, PostgresChannel } from './postgresChannel';

// How long an announcement waits for its own echo; beyond that the database is too slow to
// matter and the write is answered anyway.
const ECHO_WAIT_MS = 1_000;
const RETRY_MS = 1_000;

/**
 * "Content changed", between the servers sharing a PostgreSQL database (NOTIFY on one channel).
 * An announcement resolves once this server hears its own message back: PostgreSQL has then
 * handed it to every listening server, so a write answered after it is read fresh elsewhere.
 * One that cannot be sent is sent again until it is, since the change is committed whatever.
 */
export class ChangeBroadcast {
  private readonly id = randomUUID();
  private sent = 0;
  private heard = 0;
  private readonly echoes: { sequence: number; resolve: () => void }[] = [];
  private listening = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly options: {
      channel: PostgresChannel;
      name: string;
      notify: (channel: string, payload: string) => Promise<unknown>;
      log: DatabaseLog;
    },
  ) {}

  /** Starts listening; `onChange` hears the other servers. Resolves after the first try. */
  listen(listener: Omit<ChannelListener, 'onMessage'> & { onChange(): void }): Promise<void> {
    return this.options.channel.listen(this.options.name, {
      onMessage: (payload) => {
        const [sender, sequence] = payload.split(' ');
        if (sender === this.id) this.heardOwn(Number(sequence));
        else listener.onChange();
      },
      onListening: () => {
        this.listening = true;
        listener.onListening();
      },
      onLost: () => {
        this.listening = false;
        this.heardOwn(this.sent);
        listener.onLost();
      },
    });
  }

  async announce(): Promise<void> {
    clearTimeout(this.retry);
    this.sent += 1;
    const sequence = this.sent;
    try {
      await this.options.notify(this.options.name, `${this.id} ${sequence}`);
    } catch (error) {
      this.options.log.warn(
        { err: error as Error },
        'Could not tell the other servers about a change; trying again',
      );
      this.retry = setTimeout(() => void this.announce(), RETRY_MS);
      return;
    }
    if (!this.listening || sequence <= this.heard) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ECHO_WAIT_MS);
      this.echoes.push({ sequence, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }

  close(): void {
    clearTimeout(this.retry);
    this.heardOwn(this.sent);
  }

  private heardOwn(sequence: number): void {
    this.heard = Math.max(this.heard, sequence);
    for (let i = this.echoes.length - 1; i >= 0; i -= 1) {
      if (this.echoes[i].sequence <= this.heard) this.echoes.splice(i, 1)[0].resolve();
    }
  }
}
