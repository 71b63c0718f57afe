import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { LOG_FLUSH_MS, LogDestination } from '../src/services/logDestination';

// The server's log as an operator reads it: a warning or an error in the file at once, with the
// lines before it; the other lines within LOG_FLUSH_MS; nothing waiting lost when the process exits.

describe("the server's log destination", () => {
  let file: string;
  let fd: number;
  let log: pino.Logger;
  beforeEach(() => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'academy-log-')), 'server.log');
    fd = fs.openSync(file, 'w');
    log = pino({}, new LogDestination(fd));
  });
  afterEach(() => fs.closeSync(fd));

  const written = () =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; level: number });

  it('writes a warning at once, after the lines that came before it', () => {
    log.info('request completed');
    log.info('another request completed');
    expect(written()).toEqual([]);
    log.warn('the database is slow');
    expect(written().map((line) => line.msg)).toEqual([
      'request completed',
      'another request completed',
      'the database is slow',
    ]);
    log.error('the database is gone');
    expect(written().at(-1)).toMatchObject({ msg: 'the database is gone', level: 50 });
  });

  it('writes the other lines within its flush time', async () => {
    log.info('request completed');
    await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS + 100));
    expect(written().map((line) => line.msg)).toEqual(['request completed']);
  });

  it('writes what waits when the process exits', () => {
    const destination = path.join(__dirname, '..', 'src', 'services', 'logDestination.ts');
    const program = `
      const log = require('pino')({}, require(${JSON.stringify(destination)}).standardOutputLog());
      log.info('the last request completed');
      process.exit(0);`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', program], { encoding: 'utf8' });
    expect(output).toContain('"msg":"the last request completed"');
  });
});
