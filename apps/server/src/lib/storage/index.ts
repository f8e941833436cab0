import type { AppConfig } from '../../env';
import { createLocalStorage } from './local-storage';
import { makePrivateFolder } from './private-folder';
import { createS3Storage, type S3Storage } from './s3-storage';
import { createUrlSigner, readUrlSecret } from './signed-url';
import type { FileStorage } from './storage';

export { createS3Client } from './s3-storage';

export type { FileStorage } from './storage';
export type { UrlSigner } from './signed-url';

/** The storage STORAGE_URL names: an S3 bucket (and prefix), else the folder DATA_DIR/uploads. */
export function createStorage(config: AppConfig): FileStorage {
  if (!config.STORAGE_URL) return createLocalStorage(config.UPLOADS_DIR);
  return createS3StorageOf(config, config.STORAGE_URL);
}

/** The S3 storage of an `s3://` STORAGE_URL and the S3 settings. */
export function createS3StorageOf(
  config: AppConfig,
  location: { bucket: string; prefix: string },
): S3Storage {
  return createS3Storage({ ...s3OptionsOf(config), ...location });
}

/** The S3 settings of the configuration (region, endpoint, path style, keys). */
export function s3OptionsOf(config: AppConfig) {
  return {
    region: config.AWS_REGION ?? 'us-east-1',
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: config.AWS_ACCESS_KEY_ID,
            secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}

/**
 * The file storage and URL signer an app context carries, from the configuration; DATA_DIR (and the
 * uploads folder in it) made private first, also when an older version had left them open.
 */
export function createFileServices(config: AppConfig) {
  makePrivateFolder(config.DATA_DIR);
  if (!config.STORAGE_URL) makePrivateFolder(config.UPLOADS_DIR);
  return {
    storage: createStorage(config),
    urlSigner: createUrlSigner(readUrlSecret(config.DATA_DIR, config.FILE_URL_SECRET)),
  };
}
