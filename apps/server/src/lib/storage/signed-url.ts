import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makePrivateFolder } from './private-folder';

/**
 * Short-lived signed URLs, so an `<img src>` works without a bearer header: HMAC-SHA256 of the
 * resource and its expiry with a server secret.
 */
export interface UrlSigner {
  sign(resource: string, expiresAt: number): string;
  verify(resource: string, expiresAt: number, signature: string): boolean;
}

export function createUrlSigner(secret: string): UrlSigner {
  const mac = (resource: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`${resource}\n${expiresAt}`).digest();
  return {
    sign: (resource, expiresAt) => mac(resource, expiresAt).toString('base64url'),
    verify(resource, expiresAt, signature) {
      const expected = mac(resource, expiresAt);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** FILE_URL_SECRET when configured (several processes), else one made once under DATA_DIR. */
export function readUrlSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'file-url.secret');
  makePrivateFolder(dataDir);
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
