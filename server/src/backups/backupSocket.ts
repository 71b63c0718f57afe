import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type BackupMade, saveCheckedArchive } from './makeBackup';

// The embedded database belongs to the server that has it open, so `npm run backup` asks that
// server for the archive, on a Unix socket in DATA_DIR: whoever may read DATA_DIR may back it up,
// with no sign-in (which two-factor sign-in would break) and nothing listening on the network.

const SOCKET_NAME = 'backup.sock';
/** A Unix socket's path has at most 107 bytes; a longer DATA_DIR gets one in the temporary folder. */
const SOCKET_PATH_MAX = 100;

export function backupSocketPath(dataDir: string): string {
  const inDataDir = path.join(dataDir, SOCKET_NAME);
  if (Buffer.byteLength(inDataDir) <= SOCKET_PATH_MAX) return inDataDir;
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `karate-academy-${id}.sock`);
}

/**
 * Answers `GET /backup` on the socket with a new archive (made by `makeTemporary`, removed once
 * sent), or a 500 with the sentence of its failure. Resolves to the function that stops it.
 */
export async function serveBackupSocket(
  socketPath: string,
  makeTemporary: () => Promise<string>,
): Promise<() => Promise<void>> {
  // Left by a server that was killed: the database's lock says no other server runs here.
  await fs.rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    makeTemporary().then(
      (file) => {
        response.writeHead(200, { 'content-type': 'application/gzip' });
        pipeline(createReadStream(file), response)
          .catch(() => response.destroy())
          .finally(() => fs.rm(file, { force: true }));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(error instanceof Error ? error.message : 'The backup failed.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await fs.chmod(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * Asks the server listening on `socketPath` for a backup and saves it, checked, to `file`.
 * Resolves to undefined when no server listens there.
 */
export function backupFromServer(socketPath: string, file: string): Promise<BackupMade | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        let message = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (message += chunk));
        response.on('end', () => reject(new Error(message || `The server answered ${response.statusCode}.`)));
        return;
      }
      saveCheckedArchive(file, (temporary) =>
        pipeline(response, createWriteStream(temporary, { flags: 'wx' })),
      ).then(resolve, reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(undefined) : reject(error),
    );
  });
}
