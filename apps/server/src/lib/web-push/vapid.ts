import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { makePrivateFolder } from '../storage/private-folder';

/** The server's VAPID key pair (base64url), which signs every push (RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured (several processes must share them: env.ts
 * refuses to start without), else a pair made once under DATA_DIR and kept there, as the file URL
 * secret is: devices subscribed to the key, so it must not change between starts.
 */
export function readVapidKeys(
  dataDir: string,
  configured: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string },
): VapidKeys {
  if (configured.VAPID_PUBLIC_KEY && configured.VAPID_PRIVATE_KEY)
    return { publicKey: configured.VAPID_PUBLIC_KEY, privateKey: configured.VAPID_PRIVATE_KEY };
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!fs.existsSync(file)) {
    makePrivateFolder(dataDir);
    // Written whole beside it, then linked into place: a process starting at the same moment
    // either links first or reads the complete file of the one that did.
    const draft = `${file}.${process.pid}.${Date.now()}`;
    fs.writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
