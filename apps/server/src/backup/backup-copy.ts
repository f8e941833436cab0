import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { AppConfig } from '../env';
import { createS3Client, s3OptionsOf } from '../lib/storage';
import { BACKUP_EXTENSION } from './backup';

/** The backup files under the prefix of BACKUP_URL, oldest first (their names sort by time). */
async function listBackups(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      const name = object.Key?.slice(prefix.length);
      if (name && /^yaar-backup-[^/]+$/.test(name) && name.endsWith(BACKUP_EXTENSION))
        keys.push(object.Key!);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

/**
 * Copies a finished backup file to BACKUP_URL (one streamed PUT with its length; S3 takes up to
 * 5 GB that way) and keeps the BACKUP_KEEP newest there. Returns the object's `s3://` address.
 */
export async function copyBackupToS3(config: AppConfig, file: string): Promise<string | null> {
  const location = config.BACKUP_URL;
  if (!location) return null;
  const client = createS3Client(s3OptionsOf(config));
  try {
    const key = `${location.prefix}${path.basename(file)}`;
    const { size } = await fs.promises.stat(file);
    await client.send(
      new PutObjectCommand({
        Bucket: location.bucket,
        Key: key,
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: 'application/gzip',
      }),
    );
    const kept = await listBackups(client, location.bucket, location.prefix);
    for (const old of kept.slice(0, Math.max(0, kept.length - config.BACKUP_KEEP)))
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: old }));
    return `s3://${location.bucket}/${key}`;
  } finally {
    client.destroy();
  }
}

export { listBackups as listS3Backups };
