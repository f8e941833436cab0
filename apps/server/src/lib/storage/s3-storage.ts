import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { MIME_OF_EXTENSION, type FileExtension } from './file-check';
import { STORAGE_KEY_PATTERN, checkedStorageKey, type FileStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** '' or a folder of the bucket ending in '/': every key is stored under it. */
  prefix: string;
  region: string;
  /** An S3-compatible store's address; unset: AWS S3. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the SDK's own chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The S3 storage, plus what the copy command needs: a copy that keeps its source, a size. */
export interface S3Storage extends FileStorage {
  /** Uploads the local file under `key`, leaving it in place. */
  upload(key: string, sourcePath: string): Promise<void>;
  /** The stored object's size, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** Closes the client's connections. */
  close(): void;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/** The S3 client of these settings (the storage's, and the backups' copy to BACKUP_URL). */
export const createS3Client = (options: Omit<S3StorageOptions, 'bucket' | 'prefix'>) =>
  new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Checksums only where S3 demands them: S3-compatible stores do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/**
 * Files as objects of one bucket under a prefix (DESIGN §6): any number of app processes share
 * them. Uploads stream from the temporary file (one PUT with its length, never the whole file in
 * memory); reads stream the object through our own routes, so access checks stay as they are.
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = createS3Client(options);
  const { bucket, prefix } = options;
  const objectKey = (key: string) => prefix + checkedStorageKey(key);

  const upload = async (key: string, sourcePath: string) => {
    const target = objectKey(key);
    const { size } = await fsp.stat(sourcePath);
    const extension = key.slice(key.lastIndexOf('.') + 1) as FileExtension;
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: target,
        Body: fs.createReadStream(sourcePath),
        ContentLength: size,
        ContentType: MIME_OF_EXTENSION[extension] ?? 'application/octet-stream',
      }),
    );
  };

  /** The storage keys under `listPrefix`, a listing page at a time. */
  async function* listObjects(listPrefix: string) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: listPrefix, ContinuationToken: token }),
      );
      const objects: { key: string; LastModified?: Date }[] = [];
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length);
        if (key && STORAGE_KEY_PATTERN.test(key))
          objects.push({ key, LastModified: object.LastModified });
      }
      yield objects;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    upload,
    async put(key, sourcePath) {
      await upload(key, sourcePath);
      await fsp.rm(sourcePath, { force: true });
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async sizeOf(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async *keysWrittenBefore(area, cutoff) {
      for await (const objects of listObjects(`${prefix}${area}/`)) {
        const keys = objects
          .filter((object) => object.LastModified && object.LastModified < cutoff)
          .map((object) => object.key);
        if (keys.length > 0) yield keys;
      }
    },
    async *allKeys() {
      for await (const objects of listObjects(prefix)) {
        if (objects.length > 0) yield objects.map((object) => object.key);
      }
    },
    close: () => client.destroy(),
  };
}
