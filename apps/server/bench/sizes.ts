import { IMPORT_LIMITS } from '@yaar/shared';

const size = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a number above 0`);
  return value;
};

/**
 * The bench's sizes, each from its BENCH_… variable (docs/performance.md); the defaults are the
 * figures the targets speak of. The bench test (bench.test.ts) sets every one of them tiny.
 */
export const sizes = {
  leads: size('BENCH_LEADS', 200_000),
  /** Seconds each loaded route runs (fractions allowed). */
  seconds: size('BENCH_SECONDS', 20),
  licenceTransactions: size('BENCH_LICENCE_TRANSACTIONS', 30_000),
  importRows: size('BENCH_IMPORT_ROWS', 100_000),
  /** The smaller import measured beside its bare read (issue 41: ≤ 2× at 20,000 rows too). */
  smallImportRows: size('BENCH_SMALL_IMPORT_ROWS', 20_000),
  /** The "largest import the limits allow": IMPORT_LIMITS.rows unless made smaller. */
  largestImportRows: size('BENCH_LARGEST_IMPORT_ROWS', IMPORT_LIMITS.rows),
  /** Seconds a leads page is loaded during the second import. */
  pageDuringImportSeconds: size('BENCH_PAGE_DURING_IMPORT_SECONDS', 3),
  commissionPayments: size('BENCH_COMMISSION_PAYMENTS', 10_000),
  analyticsCompanies: size('BENCH_ANALYTICS_COMPANIES', 50_000),
  analyticsUsers: size('BENCH_ANALYTICS_USERS', 500_000),
  renewalLicences: size('BENCH_RENEWAL_LICENCES', 50_000),
  referrals: size('BENCH_REFERRALS', 10_000),
  reminderEmployees: size('BENCH_REMINDER_EMPLOYEES', 500),
  /** Licences whose renewal notices go on WhatsApp (issue 44), all due on one day. */
  whatsappLicences: size('BENCH_WHATSAPP_LICENCES', 10_000),
};

/** The parts `npm run bench` runs without BENCH_ONLY, in this order. */
const MAIN_PARTS = [
  'routes',
  'export',
  'licences',
  'bulk',
  'commissions',
  'analytics',
  'two',
  'renewals',
] as const;
/** Parts run only when named (or with BENCH_ONLY=all): each one's own database or set-up. */
const NAMED_PARTS = ['backup', 'referrals', 'reminders', 'whatsapp'] as const;
export const BENCH_PARTS = [...MAIN_PARTS, ...NAMED_PARTS];
export type BenchPart = (typeof BENCH_PARTS)[number];

/**
 * BENCH_ONLY: one part, several (`bulk,renewals`), or `all`; unset, the main parts (the routes
 * alone with BENCH_ROUTE). An unknown
 * name stops the bench before it seeds anything.
 */
export function chosenParts(only = process.env.BENCH_ONLY): Set<BenchPart> {
  // BENCH_ROUTE=<part of a name> alone: the ceiling and that route, nothing else (to profile it).
  if (!only) return new Set(process.env.BENCH_ROUTE ? ['routes'] : MAIN_PARTS);
  if (only === 'all') return new Set(BENCH_PARTS);
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(BENCH_PARTS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ONLY: ${unknown.join(', ')} is not one of all, ${BENCH_PARTS.join(', ')}`,
    );
  return new Set(names as BenchPart[]);
}
