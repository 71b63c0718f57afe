// A backup archive is sealed with BACKUP_KEY (README "Backups"): encrypted and authenticated in
// chunks, so that it can be written and read as a stream and nothing in it is used before it is
// known to be what the key's holder wrote.
//
//   header   MAGIC (16 bytes) | salt (16 bytes) | nonce prefix (7 bytes)
//   chunks   AES-256-GCM of 64 KiB of the gzipped tar each (the last one shorter, possibly
//            empty), each followed by its 16-byte tag
//
// The key is scrypt(BACKUP_KEY, salt): a new one for every archive. Chunk i's nonce is the
// prefix, i as 4 bytes and a byte that is 1 for the last chunk only, and every chunk
// authenticates the header: chunks cannot be reordered, dropped, or cut off at a chunk's end
// (the then-last chunk was not sealed as the last), nor the header changed.
import { type CipherGCM, createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BackupRefused } from './manifest';

export const SEALED_MAGIC = Buffer.from('KARATE-BACKUP-1\n');
const SALT_BYTES = 16;
const PREFIX_BYTES = 7;
const HEADER_BYTES = SEALED_MAGIC.length + SALT_BYTES + PREFIX_BYTES;
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
/** scrypt's cost: 16 MB and about 30 ms per archive, once. */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** The least length of BACKUP_KEY. */
export const BACKUP_KEY_MIN_LENGTH = 32;

export const KEY_NEEDED =
  'Backups need BACKUP_KEY (32 or more characters): every backup is encrypted and signed with it, and restoring one needs the same key. Set it, and keep a copy apart from the backups.';

export const NOT_VERIFIED =
  'The archive does not pass its check with this BACKUP_KEY: it was made with another key, or it was changed or cut short after it was made.';

function deriveKey(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  prefix.copy(value, 0);
  value.writeUInt32BE(index, PREFIX_BYTES);
  value[11] = last ? 1 : 0;
  return value;
}

/** What kind of file this is, by its first bytes: a sealed archive, a gzip file (unsealed), or neither. */
export function archiveKind(firstBytes: Buffer): 'sealed' | 'gzip' | 'other' {
  if (firstBytes.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)) return 'sealed';
  if (firstBytes[0] === 0x1f && firstBytes[1] === 0x8b) return 'gzip';
  return 'other';
}

export const KIND_BYTES = SEALED_MAGIC.length;

/** A stream that seals what is written to it with `secret`. */
export async function sealingStream(secret: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const prefix = randomBytes(PREFIX_BYTES);
  const header = Buffer.concat([SEALED_MAGIC, salt, prefix]);
  const key = await deriveKey(secret, salt);
  let index = 0;
  let pending: Buffer = Buffer.alloc(0);
  const seal = (data: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce(prefix, index, last)) as CipherGCM;
    index += 1;
    cipher.setAAD(header);
    return Buffer.concat([cipher.update(data), cipher.final(), cipher.getAuthTag()]);
  };
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      // A full chunk is sealed as not the last only once more follows it.
      while (pending.length > CHUNK_BYTES) {
        this.push(seal(pending.subarray(0, CHUNK_BYTES), false));
        pending = pending.subarray(CHUNK_BYTES);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      if (!started) this.push(header);
      this.push(seal(pending, true));
      callback();
    },
  });
}

/**
 * A stream that opens what `sealingStream` sealed with `secret`: each chunk is passed on only once
 * its tag is checked; a wrong key, a changed byte or a missing end fails it with BackupRefused.
 */
export function openingStream(secret: string): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let header: Buffer | undefined;
  let prefix: Buffer;
  let key: Buffer;
  let index = 0;
  const open = (sealed: Buffer, last: boolean) => {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce(prefix, index, last));
    index += 1;
    decipher.setAAD(header!);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new BackupRefused(NOT_VERIFIED);
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const work = async () => {
        if (!header) {
          if (pending.length < HEADER_BYTES) return;
          header = pending.subarray(0, HEADER_BYTES);
          if (archiveKind(header) !== 'sealed') throw new BackupRefused(NOT_VERIFIED);
          const salt = header.subarray(SEALED_MAGIC.length, SEALED_MAGIC.length + SALT_BYTES);
          prefix = header.subarray(SEALED_MAGIC.length + SALT_BYTES);
          key = await deriveKey(secret, salt);
          pending = pending.subarray(HEADER_BYTES);
        }
        while (pending.length > CHUNK_BYTES + TAG_BYTES) {
          this.push(open(pending.subarray(0, CHUNK_BYTES + TAG_BYTES), false));
          pending = pending.subarray(CHUNK_BYTES + TAG_BYTES);
        }
      };
      work().then(() => callback(), callback);
    },
    flush(callback: TransformCallback) {
      try {
        if (!header || pending.length < TAG_BYTES) throw new BackupRefused(NOT_VERIFIED);
        this.push(open(pending, true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
