import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelListener, ServerMessages } from '../../../db/database';
import { type ContentKeys, EVERYTHING } from '../../../repositories/contentKeys';

// How long an announcement waits for the other servers' acknowledgements; a server that takes
// longer is frozen or gone, and the write is answered anyway.
const ACK_WAIT_MS = 1_000;
const RETRY_MS = 1_000;
/** Below PostgreSQL's 8,000 bytes of a NOTIFY payload; a longer list of keys is sent as everything. */
const MAX_KEYS_LENGTH = 7_000;

/** The keys as one word of an announcement: URI-encoded, comma-separated, or EVERYTHING. */
function keysWord(change: ContentKeys): string {
  if (change === EVERYTHING) return EVERYTHING;
  const word = [...change].map(encodeURIComponent).join(',');
  return word.length > 0 && word.length <= MAX_KEYS_LENGTH ? word : EVERYTHING;
}

/** An announcement's keys; one without any (a server of an older version) changed everything. */
function keysOf(word: string | undefined): ContentKeys {
  if (!word || word === EVERYTHING) return EVERYTHING;
  return new Set(word.split(',').map(decodeURIComponent));
}

interface OpenAnnouncement {
  acks: number;
  expected: number;
  finish(): void;
}

/**
 * "Content changed", with the content keys it changed, between the servers that share a
 * PostgreSQL database. Every server that hears an announcement acts on it (`onChange`: its caches
 * forget what the keys made stale and render its pages again) and then acknowledges it; an
 * announcement resolves once every listening server has acknowledged it (at most ACK_WAIT_MS), so
 * a write answered after it is read fresh, and its pages kept, through any server, at once. One
 * that cannot be sent is sent again until it is, since the change is committed whatever (a retry
 * says everything changed: others may have been missed meanwhile).
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
  listen(
    listener: Omit<ChannelListener, 'onMessage'> & { onChange(change: ContentKeys): Promise<void> },
  ): Promise<void> {
    return this.messages.listen(this.name, {
      onMessage: (payload) => {
        const [kind, sender, sequence, keys] = payload.split(' ');
        if (kind === 'change') {
          const acted = sender === this.id ? Promise.resolve() : listener.onChange(keysOf(keys));
          void acted.finally(() => this.send(`ack ${sender} ${sequence}`).catch(() => undefined));
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

  async announce(change: ContentKeys = EVERYTHING): Promise<void> {
    clearTimeout(this.retry);
    this.sent += 1;
    const sequence = this.sent;
    // Registered before sending: an acknowledgement may come back before the send's own answer.
    const announcement: OpenAnnouncement = { acks: 0, expected: Infinity, finish: () => undefined };
    this.open.set(sequence, announcement);
    try {
      announcement.expected = await this.send(`change ${this.id} ${sequence} ${keysWord(change)}`);
    } catch (error) {
      this.open.delete(sequence);
      this.log.warn({ err: error as Error }, 'Could not tell the other servers about a change; trying again');
      this.retry = setTimeout(() => void this.announce(EVERYTHING), RETRY_MS);
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
