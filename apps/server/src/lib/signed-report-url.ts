import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { usedReportLinks } from '../db/schema';
import { signedLinkQuery, verifiedExpiry } from './signed-link';
import type { UrlSigner } from './storage';

/**
 * Short-lived signed report URLs (DESIGN §7): the browser opens a report in a new tab, without the
 * bearer header, so the URL itself carries the report's filters (`q`), an expiry (`expires`, Unix
 * seconds) and an HMAC of both with the report's name (`signature`). Changing any of them, or
 * opening it late, is refused. A `format` parameter is not signed: the same report, another form.
 */
export interface SignedReportQuery {
  q: string;
  /** A random nonce: two links for the same filters in the same second are still two links. */
  n: string;
  expires: string;
  signature: string;
}

const hashOf = (query: SignedReportQuery) =>
  createHash('sha256').update(query.signature).digest('hex');

const resourceOf = (report: string, q: string, n: string) => `report:${report}:${q}:${n}`;

/** The query string (without '?') of a signed URL for `report` with `filters`, valid `ttlSeconds`. */
export function signReportQuery(
  signer: UrlSigner,
  report: string,
  filters: Record<string, unknown>,
  ttlSeconds: number,
  now: Date,
): string {
  const q = Buffer.from(JSON.stringify(filters)).toString('base64url');
  const n = randomBytes(9).toString('base64url');
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${new URLSearchParams({ q, n }).toString()}&${signedLinkQuery(signer, resourceOf(report, q, n), expires)}`;
}

/** The signed filters, or undefined when the URL was changed or has expired. */
export function verifyReportQuery(
  signer: UrlSigner,
  report: string,
  query: Partial<SignedReportQuery>,
  now: Date,
): unknown {
  const { q, n, expires, signature } = query;
  if (!q || !n || !expires || !signature || !/^\d{1,12}$/.test(expires)) return undefined;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 < now.getTime()) return undefined;
  if (verifiedExpiry(signer, resourceOf(report, q, n), query) === undefined) return undefined;
  try {
    return JSON.parse(Buffer.from(q, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Marks a verified report link as opened in `format`; false when it already was (a link works once
 * per format, in every process on the database). Links past their expiry are swept meanwhile.
 */
export async function claimReportLink(
  db: Database,
  query: SignedReportQuery,
  format: string,
  now: Date,
): Promise<boolean> {
  const signatureHash = hashOf(query);
  const expiresAt = new Date(Number(query.expires) * 1000);
  // Swept by the app's clock, the one that dated the links (never before they expire).
  await db.delete(usedReportLinks).where(lt(usedReportLinks.expiresAt, now));
  const claimed = await db
    .insert(usedReportLinks)
    .values({ signatureHash, format, expiresAt })
    .onConflictDoNothing()
    .returning({ format: usedReportLinks.format });
  return claimed.length > 0;
}

/**
 * Gives a claimed link back: the report could not be made, so the link opens again (until it
 * expires) rather than being spent on an error.
 */
export async function releaseReportLink(
  db: Database,
  query: SignedReportQuery,
  format: string,
): Promise<void> {
  await db
    .delete(usedReportLinks)
    .where(
      and(eq(usedReportLinks.signatureHash, hashOf(query)), eq(usedReportLinks.format, format)),
    );
}
