import { TEST_VAPID } from '../../../test/vapid';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../env';
import { S3RVER_KEY, startS3Server } from '../../../test/s3-server';
import { createStorage } from './index';
import { newStorageKey } from './local-storage';
import { createS3Storage, type S3Storage } from './s3-storage';
import { copyUploadsToStorage } from './storage-copy';
import { fileClockNow } from '../../../test/file-clock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-storage-'));
let server: Awaited<ReturnType<typeof startS3Server>>;
let storage: S3Storage;
const storageUnder = (prefix: string) =>
  createS3Storage({
    bucket: server.bucket,
    prefix,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });

beforeAll(async () => {
  server = await startS3Server('yaar-storage-test');
  storage = storageUnder('tenant/one/');
});
afterAll(async () => {
  storage.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

let fileCount = 0;
const localFile = (content: Buffer | string) => {
  const file = path.join(dir, `source-${(fileCount += 1)}`);
  fs.writeFileSync(file, content);
  return file;
};
const read = async (key: string, from = storage) => {
  const file = await from.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { size: file.size, body: Buffer.concat(chunks) };
};
const listAll = async (area: string, cutoff: Date, from = storage) => {
  const keys: string[] = [];
  for await (const batch of from.keysWrittenBefore(area, cutoff)) keys.push(...batch);
  return keys.sort();
};

describe('S3 storage', () => {
  it('puts (moving the temporary file in), gets and deletes under its prefix', async () => {
    const key = newStorageKey('leads', 'jpg');
    const source = localFile('a photo');
    await storage.put(key, source);
    expect(fs.existsSync(source)).toBe(false);
    expect(await read(key)).toEqual({ size: 7, body: Buffer.from('a photo') });
    // Another prefix of the same bucket is another storage.
    const other = storageUnder('');
    expect(await other.get(key)).toBeNull();
    expect(await read(`tenant/one/${key}`.replace('tenant/one/', ''), other)).toBeNull();
    other.close();

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // a missing file is not an error
  });

  it('answers null for a key it does not hold and refuses what is not a key', async () => {
    expect(await storage.get(newStorageKey('leads', 'png'))).toBeNull();
    expect(await storage.sizeOf(newStorageKey('leads', 'png'))).toBeNull();
    await expect(storage.get('../etc/passwd')).rejects.toThrow('Not a storage key');
  });

  it('lists an area’s keys written before the cutoff, page by page', async () => {
    const keys: string[] = [];
    for (let n = 0; n < 1005; n += 1) keys.push(newStorageKey('media', 'png'));
    const source = localFile('x');
    for (let at = 0; at < 1000; at += 50)
      await Promise.all(keys.slice(at, at + 50).map((key) => storage.upload(key, source)));
    await storage.upload(newStorageKey('offers', 'png'), source);
    // Object stores keep whole seconds: a cutoff after the next second starts.
    // (On the store's clock, the files' one: `npm run test:at` offsets only the test's.)
    const second = Math.ceil((fileClockNow() + 1000) / 1000) * 1000;
    await new Promise((resolve) => setTimeout(resolve, second - fileClockNow() + 20));
    await Promise.all(keys.slice(1000).map((key) => storage.upload(key, source)));

    const batches: string[][] = [];
    for await (const batch of storage.keysWrittenBefore('media', new Date(second - 500)))
      batches.push(batch);
    expect(batches.length).toBeGreaterThan(1); // ListObjectsV2 answers at most 1000 a page
    expect(batches.flat().sort()).toEqual(keys.slice(0, 1000).sort());
    expect(await listAll('media', new Date(second + 60_000))).toEqual([...keys].sort());
    expect(await listAll('nothing-here', new Date(second + 60_000))).toEqual([]);
  });

  it('streams a large upload from its file and a large download, never whole in memory', async () => {
    const size = 24 * 1024 * 1024;
    const source = path.join(dir, 'large.pdf');
    const handle = fs.openSync(source, 'w');
    const block = Buffer.alloc(1024 * 1024);
    for (let n = 0; n < size / block.length; n += 1) {
      block.fill(n % 251);
      fs.writeSync(handle, block);
    }
    fs.closeSync(handle);
    const key = newStorageKey('leads', 'pdf');
    // Memory in use (collected first, so only what is still held counts), sampled during the work.
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const inUse = () => {
      collect();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const before = inUse();
    let peak = 0;
    const sample = setInterval(() => {
      peak = Math.max(peak, inUse() - before);
    }, 50); // a full collection each time: every 50 ms still sees a whole-file buffer held
    try {
      await storage.put(key, source);
      const file = (await storage.get(key))!;
      expect(file.size).toBe(size);
      let received = 0;
      let n = 0;
      let same = true;
      for await (const chunk of file.stream as AsyncIterable<Buffer>) {
        for (let at = 0; at < chunk.length; at += 1) {
          if (chunk[at] !== Math.floor((received + at) / block.length) % 251) same = false;
        }
        received += chunk.length;
        n += 1;
      }
      expect(received).toBe(size);
      expect(same).toBe(true);
      expect(n).toBeGreaterThan(1);
    } finally {
      clearInterval(sample);
    }
    // Neither the upload nor the download held the file: far less than its size was in use.
    expect(peak).toBeLessThan(size / 2);
    expect(await storage.sizeOf(key)).toBe(size);
  }, 180_000); // 48 MB through a local S3 server, collecting as it goes, on a loaded two-core CI

  it('copies an uploads folder into the store, skipping what is already there', async () => {
    const uploads = path.join(dir, 'uploads');
    const keys = [newStorageKey('leads', 'jpg'), newStorageKey('media', 'svg')];
    for (const key of keys) {
      fs.mkdirSync(path.join(uploads, path.dirname(key)), { recursive: true });
      fs.writeFileSync(path.join(uploads, key), `content of ${key}`);
    }
    fs.writeFileSync(path.join(uploads, 'notes.txt'), 'not a stored file');
    const target = storageUnder('copied/');
    try {
      expect(await copyUploadsToStorage(uploads, target)).toEqual({
        copied: 2,
        skipped: 0,
        ignored: 1,
      });
      for (const key of keys) {
        expect(fs.existsSync(path.join(uploads, key))).toBe(true); // the folder is left as it was
        expect((await read(key, target))!.body.toString()).toBe(`content of ${key}`);
      }
      // Run again: the same sizes are skipped; a changed file is copied again.
      fs.writeFileSync(path.join(uploads, keys[0]!), 'a longer, changed content');
      expect(await copyUploadsToStorage(uploads, target)).toEqual({
        copied: 1,
        skipped: 1,
        ignored: 1,
      });
      expect((await read(keys[0]!, target))!.body.toString()).toBe('a longer, changed content');
    } finally {
      target.close();
    }
  });

  it('is what STORAGE_URL=s3://… chooses; a malformed one names the variable', async () => {
    // Several processes share one signing secret (env.ts refuses STORAGE_URL without it).
    const SHARED_SECRET = 'a-secret-every-process-of-the-office-shares';
    const config = readConfig({
      DATA_DIR: dir,
      STORAGE_URL: `s3://${server.bucket}/from-config`,
      S3_ENDPOINT: server.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_KEY,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
      FILE_URL_SECRET: SHARED_SECRET,
      ...TEST_VAPID,
    });
    expect(config.STORAGE_URL).toEqual({
      kind: 's3',
      bucket: server.bucket,
      prefix: 'from-config/',
    });
    expect(config.AWS_REGION).toBe('us-east-1');
    const chosen = createStorage(config);
    const key = newStorageKey('leads', 'png');
    await chosen.put(key, localFile('via config'));
    expect((await read(key, storageUnder('from-config/')))!.body.toString()).toBe('via config');
    expect(readConfig({ DATA_DIR: dir }).STORAGE_URL).toBeUndefined();
    for (const bad of ['https://bucket', 's3://', 's3://UPPER/x', 's3://ok-bucket/a//b', 'bucket'])
      expect(() => readConfig({ STORAGE_URL: bad }), bad).toThrow(/STORAGE_URL: must be s3:/);
    expect(() => readConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => readConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() =>
      readConfig({
        STORAGE_URL: 's3://bucket',
        AWS_ACCESS_KEY_ID: 'id',
        FILE_URL_SECRET: SHARED_SECRET,
      }),
    ).toThrow(/AWS_SECRET_ACCESS_KEY/);
    expect(readConfig({ AWS_ACCESS_KEY_ID: 'id' }).STORAGE_URL).toBeUndefined();
  });
});
