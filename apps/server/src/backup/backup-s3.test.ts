import fs from 'node:fs';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_BACKUP_KEY, backUp } from '../../test/backups';
import { S3RVER_KEY, startS3Server } from '../../test/s3-server';
import { readConfig } from '../env';
import { createS3Client, s3OptionsOf } from '../lib/storage';
import { listS3Backups } from './backup-copy';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  [t, s3] = await Promise.all([createTestApp(), startS3Server('yaar-backups')]);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

it('copies each backup to BACKUP_URL and keeps the BACKUP_KEEP newest there', async () => {
  const env = {
    BACKUP_URL: 's3://yaar-backups/office/nightly',
    BACKUP_KEEP: '2',
    BACKUP_KEY: TEST_BACKUP_KEY,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: S3RVER_KEY,
    AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
  };
  const made = [];
  for (let i = 0; i < 3; i += 1) {
    made.push(await backUp(t, env));
    await new Promise((resolve) => setTimeout(resolve, 1100)); // names differ by the second
  }
  expect(made.map((backup) => backup.copiedTo)).toEqual(
    made.map((backup) => `s3://yaar-backups/office/nightly/${backup.file.split('/').at(-1)}`),
  );
  const config = readConfig({ DATA_DIR: t.ctx.config.DATA_DIR, ...env });
  const client = createS3Client(s3OptionsOf(config));
  try {
    const kept = await listS3Backups(client, 'yaar-backups', 'office/nightly/');
    expect(kept).toEqual(made.slice(1).map((b) => `office/nightly/${b.file.split('/').at(-1)}`));
    // The copy is the file, byte for byte.
    const object = await client.send(
      new GetObjectCommand({ Bucket: 'yaar-backups', Key: kept[1] }),
    );
    const copy = Buffer.from(await object.Body!.transformToByteArray());
    expect(copy.equals(fs.readFileSync(made[2]!.file))).toBe(true);
    // Locally too, only the two newest are kept.
    const local = fs.readdirSync(t.ctx.config.BACKUP_DIR).sort();
    expect(local).toEqual(made.slice(1).map((b) => b.file.split('/').at(-1)));
  } finally {
    client.destroy();
  }
});
