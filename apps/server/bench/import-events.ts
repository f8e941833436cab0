import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import { insertPoolLeads } from '../src/modules/lead-bulk/lead-bulk.repository';

export interface ImportEventsShare {
  rounds: number;
  rowsPerRound: number;
  /** Median milliseconds of a round's write with the timeline's events, and without them. */
  withEventsMs: number;
  withoutEventsMs: number;
  /** withEventsMs / withoutEventsMs − 1: what the events add to an import's write (issue 43). */
  share: number;
}

/** Rolls a transaction back after its work (the bench's database stays as it was). */
class RolledBack extends Error {}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * What the timeline's 'imported' events add to an import's write (issue 43: "import 1,00,000 rows
 * no slower than before by more than 10 %"). The same statement the import runs, with and without
 * its events, in turns (ABBA…, so the table's growth and the machine's moments fall on both), each
 * round in a transaction rolled back after it. A whole import's time varies by a third from one run
 * to the next on a shared two-core machine; the turns are what can show a few per cent.
 */
export async function measureImportEventsShare(
  ctx: AppContext,
  rowsPerRound: number,
  rounds: number,
): Promise<ImportEventsShare> {
  const { rows } = await ctx.db.execute<{ owner: number; status: number; city: number }>(sql`
    select (select id from users order by id limit 1) as owner,
      (select id from lead_statuses where main_status = 'Pending' order by id limit 1) as status,
      (select id from cities order by id limit 1) as city`);
  const { owner, status, city } = rows[0]!;
  let mobile = 6_100_000_000;
  const leadsJson = (count: number) =>
    JSON.stringify(
      Array.from({ length: count }, () => {
        mobile += 1;
        return {
          CompanyName: `Turn ${mobile}`,
          OwnerName: '',
          MobileNo: String(mobile),
          GSTNo: '',
          BusinessType: 'Service',
          Address: '',
          CityId: city,
          Pincode: '',
          Product: 'OYaar',
          Requirements: '',
          NextDate: '2026-01-01',
          StatusId: status,
        };
      }),
    );
  const timed = { 'with events': [] as number[], 'without events': [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    const order =
      round % 2 === 0
        ? (['with events', 'without events'] as const)
        : (['without events', 'with events'] as const);
    for (const timeline of order) {
      const batches = Array.from({ length: Math.ceil(rowsPerRound / 5_000) }, (_, index) =>
        leadsJson(Math.min(5_000, rowsPerRound - index * 5_000)),
      );
      const started = performance.now();
      await ctx.db
        .transaction(async (tx) => {
          for (const batch of batches)
            await insertPoolLeads(tx, owner, '2026-01-01', batch, timeline);
          timed[timeline].push(performance.now() - started);
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    }
  }
  const withEventsMs = median(timed['with events']);
  const withoutEventsMs = median(timed['without events']);
  return {
    rounds,
    rowsPerRound,
    withEventsMs,
    withoutEventsMs,
    share: withEventsMs / withoutEventsMs - 1,
  };
}

export function printImportEventsShare(figures: ImportEventsShare): void {
  console.log(
    `the timeline's events in an import's write: ${(figures.share * 100).toFixed(1)} % ` +
      `(median ${figures.withEventsMs.toFixed(0)} ms with, ${figures.withoutEventsMs.toFixed(0)} ms ` +
      `without, ${figures.rounds} turns of ${figures.rowsPerRound.toLocaleString('en-IN')} rows each; ` +
      `target ≤ 10 %)`,
  );
}
