import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type BackupMade, saveCheckedArchive } from './makeBackup';
import { BackupRefused } from './manifest';

// The embedded database belongs to the server that has it open, so `npm run backup` asks that
// server for the archive, on a Unix socket in DATA_DIR: whoever may read DATA_DIR may back it up,
// with no sign-in (which two-factor sign-in would break) and nothing listening on the network.

const SOCKET_NAME = 'backup.sock';
/** A Unix socket's path has at most 107 bytes (103 on macOS). */
const SOCKET_PATH_MAX = 100;

/**
 * The socket's path, always in DATA_DIR: never in a folder other users share. A DATA_DIR too long
 * for it is refused with a sentence (the server does not start, the command does not run).
 */
export function backupSocketPath(dataDir: string): string {
  const inDataDir = path.join(dataDir, SOCKET_NAME);
  if (Buffer.byteLength(inDataDir) <= SOCKET_PATH_MAX) return inDataDir;
  throw new BackupRefused(
    `DATA_DIR's path is too long for the backup socket (${Buffer.byteLength(inDataDir)} bytes with /${SOCKET_NAME}, at most ${SOCKET_PATH_MAX}): use a shorter DATA_DIR, or a shorter link to it.`,
  );
}

/** Binds `server` at `socketPath` with a umask that leaves the socket to the server's user from its first moment. */
async function listenPrivately(server: http.Server, socketPath: string): Promise<void> {
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', resolve);
  });
  // Node binds a Unix socket within listen() (in the main process): the umask applies to it alone.
  const umask = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(umask);
  }
  await listening;
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
  await listenPrivately(server, socketPath);
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
export function backupFromServer(
  socketPath: string,
  file: string,
  key: string,
): Promise<BackupMade | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        let message = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (message += chunk));
        response.on('end', () => reject(new Error(message || `The server answered ${response.statusCode}.`)));
        return;
      }
      saveCheckedArchive(
        file,
        (temporary) => pipeline(response, createWriteStream(temporary, { flags: 'wx', mode: 0o600 })),
        key,
      ).then(resolve, reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(undefined) : reject(error),
    );
  });
}
