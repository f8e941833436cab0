import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BackupFileError } from './backup-file-error';

/**
 * The backup file's envelope (docs/decisions.md, Issue 40): the gzip'd frames of backup-format.ts,
 * cut into records sealed with AES-256-GCM. The file begins with the magic, a random salt of its
 * own and a key check; the key of the file is HKDF-SHA256(BACKUP_KEY, salt), so no two files share
 * a key and a record's nonce (its index) never repeats under one key. Each record is a flag byte
 * (1 on the last record), the ciphertext's length, the ciphertext and its tag; the flag and the
 * index are authenticated (AAD), so a record moved, dropped, repeated or cut off is refused.
 */
export const ENCRYPTED_MAGIC = Buffer.from('YAAR-BACKUP-2\n');
/** A file of the first format: gzip, no encryption (its first bytes). */
export const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

const SALT_BYTES = 32;
const CHECK_BYTES = 32;
const TAG_BYTES = 16;
const RECORD_HEAD = 5;
export const PREAMBLE_BYTES = ENCRYPTED_MAGIC.length + SALT_BYTES + CHECK_BYTES;
const RECORD_PLAIN_BYTES = 256 * 1024;
const MAX_RECORD_BYTES = RECORD_PLAIN_BYTES + TAG_BYTES;

/** A backup file sealed with another BACKUP_KEY. */
export class BackupKeyError extends BackupFileError {}

interface FileKeys {
  cipher: Buffer;
  check: Buffer;
}

function fileKeys(backupKey: string, salt: Buffer): FileKeys {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', Buffer.from(backupKey, 'utf8'), salt, info, 32));
  return { cipher: derive('yaar backup aes-256-gcm'), check: derive('yaar backup key check') };
}

const keyCheck = (keys: FileKeys, salt: Buffer) =>
  createHmac('sha256', keys.check).update(ENCRYPTED_MAGIC).update(salt).digest();

const nonceOf = (index: number) => {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(index), 4);
  return nonce;
};

const aadOf = (salt: Buffer, index: number, final: boolean) => {
  const tail = Buffer.alloc(9);
  tail.writeBigUInt64BE(BigInt(index), 0);
  tail[8] = final ? 1 : 0;
  return Buffer.concat([ENCRYPTED_MAGIC, salt, tail]);
};

/** Seals what is written into records; the preamble goes first, the final record last. */
export function encryptBackup(backupKey: string): Transform {
  const salt = randomBytes(SALT_BYTES);
  const keys = fileKeys(backupKey, salt);
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const seal = (plain: Buffer, final: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', keys.cipher, nonceOf(index));
    cipher.setAAD(aadOf(salt, index, final));
    const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    index += 1;
    const head = Buffer.alloc(RECORD_HEAD);
    head[0] = final ? 1 : 0;
    head.writeUInt32BE(sealed.length, 1);
    return Buffer.concat([head, sealed]);
  };
  return new Transform({
    construct(callback) {
      this.push(Buffer.concat([ENCRYPTED_MAGIC, salt, keyCheck(keys, salt)]));
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= RECORD_PLAIN_BYTES) {
        const all = Buffer.concat(pending, pendingBytes);
        this.push(seal(all.subarray(0, RECORD_PLAIN_BYTES), false));
        pending = [all.subarray(RECORD_PLAIN_BYTES)];
        pendingBytes -= RECORD_PLAIN_BYTES;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(seal(Buffer.concat(pending, pendingBytes), true));
      callback();
    },
  });
}

/** Exact reads from a stream of buffers; `null` at a clean end. */
class Chunks {
  private buffered = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async read(size: number): Promise<Buffer | null> {
    while (this.buffered.length < size) {
      const next = await this.source.next();
      if (next.done) {
        if (this.buffered.length === 0) return null;
        throw new BackupFileError('it ends early (truncated)');
      }
      this.buffered = Buffer.concat([this.buffered, next.value]);
    }
    const wanted = this.buffered.subarray(0, size);
    this.buffered = this.buffered.subarray(size);
    return wanted;
  }
}

/**
 * Opens the records of an encrypted file: each record's bytes leave only once its tag checked
 * out. A foreign key (the key check), an altered record, a record out of place or a missing end
 * throw a BackupFileError saying which.
 */
export async function* decryptBackup(
  source: AsyncIterable<Buffer>,
  backupKey: string,
): AsyncGenerator<Buffer> {
  const chunks = new Chunks(source[Symbol.asyncIterator]());
  const preamble = await chunks.read(PREAMBLE_BYTES);
  if (!preamble?.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC))
    throw new BackupFileError('it is not a Yaar backup');
  const salt = preamble.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + SALT_BYTES);
  const keys = fileKeys(backupKey, salt);
  if (!timingSafeEqual(keyCheck(keys, salt), preamble.subarray(-CHECK_BYTES)))
    throw new BackupKeyError(
      'it was encrypted with another key (set BACKUP_KEY to the key of the installation that made it)',
    );
  for (let index = 0; ; index += 1) {
    const head = await chunks.read(RECORD_HEAD);
    if (!head) throw new BackupFileError('it ends early (truncated)');
    const final = head[0] === 1;
    const length = head.readUInt32BE(1);
    if (head[0]! > 1 || length < TAG_BYTES || length > MAX_RECORD_BYTES)
      throw new BackupFileError(`it has been altered (record ${index} is malformed)`);
    const sealed = await chunks.read(length);
    if (!sealed) throw new BackupFileError('it ends early (truncated)');
    const decipher = createDecipheriv('aes-256-gcm', keys.cipher, nonceOf(index));
    decipher.setAAD(aadOf(salt, index, final));
    decipher.setAuthTag(sealed.subarray(-TAG_BYTES));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(sealed.subarray(0, -TAG_BYTES)), decipher.final()]);
    } catch {
      throw new BackupFileError(
        `it has been altered or damaged (record ${index} fails its authentication)`,
      );
    }
    yield plain;
    if (final) {
      if (await chunks.read(1)) throw new BackupFileError('it has bytes after its end');
      return;
    }
  }
}
