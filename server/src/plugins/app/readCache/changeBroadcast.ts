import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelListener, ServerMessages } from '../../../db/database';

// How long an announcement waits for the other servers' acknowledgements; a server that takes
// longer is frozen or gone, and the write is answered anyway.
const ACK_WAIT_MS = 1_000;
const RETRY_MS = 1_000;

interface OpenAnnouncement {
  acks: number;
  expected: number;
  finish(): void;
}

/**
 * "Content changed", between the servers that share a PostgreSQL database. Every server that
 * hears an announcement acts on it (`onChange`) and then acknowledges it; an announcement
 * resolves once every listening server has acknowledged it (at most ACK_WAIT_MS), so a write
 * answered after it is read fresh through any server, at once. One that cannot be sent is sent
 * again until it is, since the change is committed whatever.
 */
export class ChangeBroadcast {
  private readonly id = randomUUID();
  private sent = 0;
  private readonly open = new Map<number, OpenAnnouncement>();
  private listening = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly name: string,
    private readonly messages: ServerMessages,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening; `onChange` hears the other servers. Resolves after the first try. */
  listen(listener: Omit<ChannelListener, 'onMessage'> & { onChange(): void }): Promise<void> {
    return this.messages.listen(this.name, {
      onMessage: (payload) => {
        const [kind, sender, sequence] = payload.split(' ');
        if (kind === 'change') {
          if (sender !== this.id) listener.onChange();
          this.send(`ack ${sender} ${sequence}`).catch(() => undefined);
        } else if (kind === 'ack' && sender === this.id) {
          this.acknowledged(Number(sequence));
        }
      },
      onListening: () => {
        this.listening = true;
        listener.onListening();
      },
      onLost: () => {
        this.listening = false;
        this.finishAll();
        listener.onLost();
      },
    });
  }

  async announce(): Promise<void> {
    clearTimeout(this.retry);
    this.sent += 1;
    const sequence = this.sent;
    // Registered before sending: an acknowledgement may come back before the send's own answer.
    const announcement: OpenAnnouncement = { acks: 0, expected: Infinity, finish: () => undefined };
    this.open.set(sequence, announcement);
    try {
      announcement.expected = await this.send(`change ${this.id} ${sequence}`);
    } catch (error) {
      this.open.delete(sequence);
      this.log.warn({ err: error as Error }, 'Could not tell the other servers about a change; trying again');
      this.retry = setTimeout(() => void this.announce(), RETRY_MS);
      return;
    }
    if (!this.listening) announcement.expected = 0;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => announcement.finish(), ACK_WAIT_MS);
      announcement.finish = () => {
        clearTimeout(timer);
        this.open.delete(sequence);
        resolve();
      };
      if (announcement.acks >= announcement.expected) announcement.finish();
    });
  }

  close(): void {
    clearTimeout(this.retry);
    this.finishAll();
  }

  private send(payload: string): Promise<number> {
    return this.messages.notify(this.name, payload);
  }

  private acknowledged(sequence: number): void {
    const announcement = this.open.get(sequence);
    if (!announcement) return;
    announcement.acks += 1;
    if (announcement.acks >= announcement.expected) announcement.finish();
  }

  /** Nothing more will be heard: stop waiting. */
  private finishAll(): void {
    for (const announcement of this.open.values()) {
      announcement.expected = 0;
      announcement.finish();
    }
  }
}
