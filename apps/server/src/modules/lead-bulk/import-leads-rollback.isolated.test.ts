import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { IMPORT_COLUMNS, leadBulkMessages } from '@yaar/shared';
import { leads } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import { workbookParts, zipOf } from '../../../test/crafted-xlsx';
import { appWithAdminAndStaff, type TestUser } from '../../../test/factories';
import type * as ReadSheet from '../../lib/xlsx/read-sheet';
import { leadMobile, postForm } from '../../../test/leads';

/**
 * The reader stands in for a file that breaks off right after a full batch of good rows (5,000):
 * that batch's first statement is on its way to the database when the failure comes. Before the
 * fix, the batch's INSERT ran after the transaction had rolled back, on a connection back in the
 * pool, and was committed. A stand-in reader makes the timing certain; the real one is tested in
 * import-leads.routes.test.ts.
 */
vi.mock('../../lib/xlsx/read-sheet', async (original) => {
  const real = await original<typeof ReadSheet>();
  const row = () => [
    'Shree Ganesh Motors',
    'Ramesh Patel',
    leadMobile(),
    'Service',
    '',
    '',
    'Ahmedabad',
    '',
    'OYaar',
    'Wants billing',
  ];
  const { importWork } = await import('./import-work');
  return {
    ...real,
    // The import's own work on the rows, in this thread, then the break.
    readSheetBatches: async function* (
      ...[, , , , worker]: Parameters<typeof real.readSheetBatches>
    ) {
      const work = importWork(worker.work as Parameters<typeof importWork>[0]);
      const lines: { number: number; cells: string[] }[] = [
        { number: 1, cells: [...IMPORT_COLUMNS] },
      ];
      for (let index = 0; index < 5_000; index += 1)
        lines.push({ number: index + 2, cells: row() });
      yield work(lines);
      throw new real.SheetRefused('damaged');
    },
  };
});

let t: TestApp, admin: TestUser;
beforeAll(async () => ({ t, admin } = await appWithAdminAndStaff()));
afterAll(() => t.close());

it('writes none of a batch whose statements were under way when the file broke off', async () => {
  const [before] = await t.ctx.db.select({ n: count() }).from(leads);
  const form = new FormData();
  // Any workbook: the stand-in reader decides what it holds. The parts around a sheet are enough
  // for the content check to call it a workbook.
  form.append('file', new Blob([zipOf(workbookParts(false))]), 'leads.xlsx');
  const response = await postForm(t, '/api/import-leads', admin, form);
  expect(response.statusCode).toBe(422);
  expect(response.json<{ errors: unknown }>().errors).toEqual({
    file: leadBulkMessages.fileDamaged,
  });
  // Let anything still queued on the connection run before counting.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const [after] = await t.ctx.db.select({ n: count() }).from(leads);
  expect(after!.n).toBe(before!.n);
});
