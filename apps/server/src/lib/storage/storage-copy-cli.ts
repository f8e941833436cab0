// `npm run storage:copy -- <uploads folder>`: copies a local uploads folder (DATA_DIR/uploads) into
// the S3 store that STORAGE_URL and the S3 settings name, before a server is switched to it.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, readConfig } from '../../env';
import { createS3StorageOf } from './index';
import { copyUploadsToStorage } from './storage-copy';

const log = (line: string) => console.log(`[yaar] ${line}`);

async function run() {
  const folder = process.argv[2];
  if (!folder || process.argv.length > 3)
    throw new ConfigError('Usage: npm run storage:copy -- <uploads folder>');
  const source = path.resolve(folder);
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isDirectory())
    throw new ConfigError(`No such folder: ${source}`);
  const config = readConfig();
  if (!config.STORAGE_URL)
    throw new ConfigError('Set STORAGE_URL=s3://bucket/prefix (and the S3 settings) to copy into.');
  const storage = createS3StorageOf(config, config.STORAGE_URL);
  try {
    const target = `s3://${config.STORAGE_URL.bucket}/${config.STORAGE_URL.prefix}`;
    log(`Copying ${source} to ${target}`);
    let done = 0;
    const counts = await copyUploadsToStorage(source, storage, () => {
      done += 1;
      if (done % 1000 === 0) log(`${done} files…`);
    });
    log(
      `Copied ${counts.copied}, skipped ${counts.skipped} already there, ignored ${counts.ignored} not storage files.`,
    );
  } finally {
    storage.close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`[yaar] ${error.message}`);
  else console.error('[yaar] The copy failed:', error);
  process.exit(1);
});
