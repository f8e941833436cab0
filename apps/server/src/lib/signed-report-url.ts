import type { UrlSigner } from './storage';

/**
 * Short-lived signed report URLs (DESIGN §7): the browser opens a report in a new tab, without the
 * bearer header, so the URL itself carries the report's filters (`q`), an expiry (`expires`, Unix
 * seconds) and an HMAC of both with the report's name (`signature`). Changing any of them, or
 * opening it late, is refused. A `format` parameter is not signed: the same report, another form.
 */
export interface SignedReportQuery {
  q: string;
  expires: string;
  signature: string;
}

const resourceOf = (report: string, q: string) => `report:${report}:${q}`;

/** The query string (without '?') of a signed URL for `report` with `filters`, valid `ttlSeconds`. */
export function signReportQuery(
  signer: UrlSigner,
  report: string,
  filters: Record<string, unknown>,
  ttlSeconds: number,
  now: Date,
): string {
  const q = Buffer.from(JSON.stringify(filters)).toString('base64url');
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const signature = signer.sign(resourceOf(report, q), expires);
  return new URLSearchParams({ q, expires: String(expires), signature }).toString();
}

/** The signed filters, or undefined when the URL was changed or has expired. */
export function verifyReportQuery(
  signer: UrlSigner,
  report: string,
  query: Partial<SignedReportQuery>,
  now: Date,
): unknown {
  const { q, expires, signature } = query;
  if (!q || !expires || !signature || !/^\d{1,12}$/.test(expires)) return undefined;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 < now.getTime()) return undefined;
  if (!signer.verify(resourceOf(report, q), expiresAt, signature)) return undefined;
  try {
    return JSON.parse(Buffer.from(q, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
