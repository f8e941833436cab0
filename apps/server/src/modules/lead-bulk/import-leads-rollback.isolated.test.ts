import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { IMPORT_COLUMNS, leadBulkMessages } from '@yaar/shared';
import { leads } from '../../db/schema';
import type { TestApp } from '../../../test/app';
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
  return {
    ...real,
    readSheetRows: async function* () {
      yield { number: 1, cells: [...IMPORT_COLUMNS] };
      for (let index = 0; index < 5_000; index += 1) yield { number: index + 2, cells: row() };
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
  // Any workbook: the stand-in reader decides what it holds. An empty zip is enough for the type.
  form.append('file', new Blob([emptyWorkbook()]), 'leads.xlsx');
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

/** A zip whose directory names the two parts that make the content check call it a workbook. */
function emptyWorkbook(): Buffer {
  const names = ['[Content_Types].xml', 'xl/workbook.xml'];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const bytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(bytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(bytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, bytes);
    centrals.push(central, bytes);
    offset += local.length + bytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
