import pino from 'pino';

/** How long a line at a level under warn may wait in memory before it is written. */
export const LOG_FLUSH_MS = 100;
/** Written at once when this much waits, whatever the time. */
const MAX_WAITING_CHARS = 16 * 1024;
/** pino's level of warnings: a line at it or above is written at once, with those before it. */
const WARN = 40;
/** How pino's JSON lines start, before their level's digits. */
const LEVEL_PREFIX = '{"level":';

/**
 * Where the server's log goes (standard output by default), as nginx's `access_log ... buffer=
 * flush=` has it (decision 0169): the lines under warn (a request answered, a step done) wait in
 * memory up to LOG_FLUSH_MS and are written together, in one `write` through pino's synchronous
 * destination; a warning or an error is written at once, after the lines that came before it, and
 * whatever waits is written when the process exits. One write per request cost a kept page about
 * 10 µs of CPU at 3,000 requests/s (pino's default, a write on libuv's pool for each line, 12-15
 * µs). What a process killed outright loses: the last LOG_FLUSH_MS of lines under warn, never a
 * warning or an error.
 */
export class LogDestination {
  private readonly file: pino.DestinationStream & { flushSync(): void };
  private waiting: string[] = [];
  private waitingChars = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(fd = 1) {
    this.file = pino.destination({ dest: fd, sync: true });
    process.on('exit', () => this.flush());
  }

  write(line: string): void {
    this.waiting.push(line);
    this.waitingChars += line.length;
    if (this.waitingChars >= MAX_WAITING_CHARS || levelOf(line) >= WARN) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), LOG_FLUSH_MS).unref();
  }

  /** Writes every line waiting, now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.length === 0) return;
    const text = this.waiting.join('');
    this.waiting = [];
    this.waitingChars = 0;
    this.file.write(text);
  }
}

/** A line's level; one that does not say (not pino's JSON) counts as an error: written at once. */
function levelOf(line: string): number {
  if (!line.startsWith(LEVEL_PREFIX)) return Number.POSITIVE_INFINITY;
  // pino's levels are two digits (10 to 60); a character code read is a fraction of a regex's cost.
  const tens = line.charCodeAt(LEVEL_PREFIX.length) - 48;
  const units = line.charCodeAt(LEVEL_PREFIX.length + 1) - 48;
  const twoDigits = tens >= 0 && tens <= 9 && units >= 0 && units <= 9;
  return twoDigits && line[LEVEL_PREFIX.length + 2] === ',' ? tens * 10 + units : Number.POSITIVE_INFINITY;
}

let standardOutput: LogDestination | undefined;

/** The process's one destination for standard output, whichever apps it builds. */
export function standardOutputLog(): LogDestination {
  standardOutput ??= new LogDestination(1);
  return standardOutput;
}
