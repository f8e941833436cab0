import { expect, it } from 'vitest';
import { signReportQuery, verifyReportQuery } from './signed-report-url';
import { createUrlSigner } from './storage/signed-url';

const signer = createUrlSigner('a-test-secret-of-at-least-32-characters!');
const now = new Date('2026-11-23T06:00:00Z');
const parse = (query: string) => Object.fromEntries(new URLSearchParams(query));

it('gives back the signed filters until the URL expires', () => {
  const query = parse(signReportQuery(signer, 'license-report', { Product: 'OYaar' }, 300, now));
  expect(verifyReportQuery(signer, 'license-report', query, now)).toEqual({ Product: 'OYaar' });
  expect(
    verifyReportQuery(signer, 'license-report', query, new Date(now.getTime() + 300_000)),
  ).toEqual({ Product: 'OYaar' });
  expect(
    verifyReportQuery(signer, 'license-report', query, new Date(now.getTime() + 301_000)),
  ).toBeUndefined();
});

it('refuses changed filters, a changed expiry, another report, another secret and missing parts', () => {
  const query = parse(signReportQuery(signer, 'license-report', { Product: 'OYaar' }, 300, now));
  const other = Buffer.from(JSON.stringify({ Product: 'BuildYaar' })).toString('base64url');
  expect(verifyReportQuery(signer, 'license-report', { ...query, q: other }, now)).toBeUndefined();
  expect(
    verifyReportQuery(
      signer,
      'license-report',
      { ...query, expires: String(Number(query.expires) + 1) },
      now,
    ),
  ).toBeUndefined();
  expect(verifyReportQuery(signer, 'commission-report', query, now)).toBeUndefined();
  expect(
    verifyReportQuery(
      createUrlSigner('another-secret-of-at-least-32-characters'),
      'license-report',
      query,
      now,
    ),
  ).toBeUndefined();
  expect(verifyReportQuery(signer, 'license-report', { q: query.q }, now)).toBeUndefined();
  expect(
    verifyReportQuery(signer, 'license-report', { ...query, expires: 'soon' }, now),
  ).toBeUndefined();
});
