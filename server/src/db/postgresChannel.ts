import type pg from 'pg';
import type { ChannelListener, DatabaseLog } from './database';

// How often the listening connection proves it is alive. A connection can look open while the
// database is frozen or the network is cut, and a notification sent meanwhile is never heard.
const HEARTBEAT_MS = 3_000;
const RECONNECT_MS = 1_000;

/**
 * One connection that LISTENs on behalf of the whole server, reconnecting by itself. PostgreSQL
 * keeps no notifications for a session that is gone, so every listener is told when the
 * connection is lost (or stops answering) and when it listens again.
 */
export class PostgresChannel {
  private readonly listeners = new Map<string, ChannelListener[]>();
  private client?: pg.Client;
  private listening = false;
  private heartbeat?: NodeJS.Timeout;
  private reconnect?: NodeJS.Timeout;
  private closed = false;
  private attempt = Promise.resolve();

  constructor(
    private readonly createClient: () => pg.Client,
    private readonly log: DatabaseLog,
  ) {}

  /** Resolves once the first try to listen has succeeded or failed. */
  listen(channel: string, listener: ChannelListener): Promise<void> {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
    if (this.client) this.drop(this.client, undefined);
    else this.connect();
    return this.attempt;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    clearInterval(this.heartbeat);
    const { client } = this;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private everyListener(): ChannelListener[] {
    return [...this.listeners.values()].flat();
  }

  private connect(): void {
    if (this.closed) return;
    const client = this.createClient();
    this.client = client;
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client, new Error('The listening connection was closed')));
    client.on('notification', ({ channel, payload }) => {
      for (const listener of this.listeners.get(channel) ?? []) listener.onMessage(payload ?? '');
    });
    const channels = [...this.listeners.keys()];
    this.attempt = client
      .connect()
      .then(() => client.query(channels.map((name) => `LISTEN ${client.escapeIdentifier(name)}`).join('; ')))
      .then(() => {
        if (this.client !== client) return;
        this.listening = true;
        this.log.info(`Listening for changes from other servers on ${channels.join(', ')}`);
        for (const listener of this.everyListener()) listener.onListening();
        this.heartbeat = setInterval(() => {
          client.query('SELECT 1').catch((error: Error) => this.drop(client, error));
        }, HEARTBEAT_MS);
      })
      .catch((error: Error) => this.drop(client, error));
  }

  /** Gives up on `client` (once) and tries again shortly. */
  private drop(client: pg.Client, error: Error | undefined): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    client.end().catch(() => undefined);
    if (this.listening) {
      this.listening = false;
      if (error)
        this.log.warn({ err: error }, 'Lost the connection that listens for changes from other servers');
      for (const listener of this.everyListener()) listener.onLost();
    }
    if (this.closed) return;
    if (!error) this.connect();
    else this.reconnect = setTimeout(() => this.connect(), RECONNECT_MS);
  }
}
