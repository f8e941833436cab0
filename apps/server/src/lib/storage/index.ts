import type { AppConfig } from '../../env';
import { createLocalStorage } from './local-storage';
import { createUrlSigner, readUrlSecret } from './signed-url';

export type { FileStorage } from './storage';
export type { UrlSigner } from './signed-url';

/** The file storage and URL signer an app context carries, from the configuration. */
export const createFileServices = (config: AppConfig) => ({
  storage: createLocalStorage(config.UPLOADS_DIR),
  urlSigner: createUrlSigner(readUrlSecret(config.DATA_DIR, config.FILE_URL_SECRET)),
});
