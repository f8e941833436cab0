import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) for passwords and OTP codes. */
export const hashSecret = (secret: string) => hash(secret);
export const verifySecret = async (hashed: string, secret: string) => {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
};

/** Opaque bearer tokens: 32 random bytes; only their SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
