import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPORT_COLUMNS, apiMessages, leadBulkMessages } from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import {
  SHEET_HEAD,
  SHEET_TAIL,
  craftedWorkbook,
  repeatedPart,
  sharedStringsBomb,
  sheetPart,
  sheetXml,
  streamedPart,
} from '../../../test/crafted-xlsx';
import { appWithAdminAndStaff, type TestUser } from '../../../test/factories';
import { leadMobile, postForm } from '../../../test/leads';

/**
 * Files made to exhaust the server's memory (issue 28), each sent as a preview (which writes
 * nothing, so only the reading is at stake): each is refused with its own words beside `file`,
 * and the server goes on answering — a normal import right after works.
 */
let t: TestApp, admin: TestUser;
beforeAll(async () => ({ t, admin } = await appWithAdminAndStaff()));
afterAll(() => t.close());

const upload = (content: Buffer, preview = true) => {
  const form = new FormData();
  if (preview) form.append('Preview', '1');
  form.append('file', new Blob([content]), 'leads.xlsx');
  return postForm(t, '/api/import-leads', admin, form);
};

const headerRow = `<row r="1">${IMPORT_COLUMNS.map((column, index) => `<c r="${String.fromCharCode(65 + index)}1" t="inlineStr"><is><t>${column}</t></is></c>`).join('')}</row>`;

async function expectRefusedThenHealthy(content: Buffer, message: string) {
  const response = await upload(content);
  expect(response.statusCode).toBe(422);
  expect(response.json<{ errors: unknown }>().errors).toEqual({ file: message });
  expect((await t.inject({ url: '/api/health' })).json()).toMatchObject({
    message: apiMessages.healthy,
  });
  const good = [
    [...IMPORT_COLUMNS.slice(0, 10)],
    ['Shree Motors', 'Ramesh', leadMobile(), 'Service', '', '', 'Surat', '', 'OYaar', 'Demo'],
  ];
  const imported = await upload(craftedWorkbook(sheetPart(sheetXml(good))), false);
  expect(imported.statusCode).toBe(200);
  expect(imported.json<{ data: { Imported: number } }>().data.Imported).toBe(1);
}

it('refuses one cell of 700 MB (a 700 KB file) by its declared size', async () => {
  const bomb = repeatedPart(
    'xl/worksheets/sheet1.xml',
    `${SHEET_HEAD}${headerRow}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
    'a',
    700,
    `</t></is></c></row>${SHEET_TAIL}`,
  );
  await expectRefusedThenHealthy(craftedWorkbook(bomb), leadBulkMessages.unpacksTooLarge);
});

it('refuses a shared-strings bomb (1.3 GB unpacked)', async () => {
  const bomb = sharedStringsBomb(1_300);
  const sheet = sheetPart(`${SHEET_HEAD}${headerRow}${SHEET_TAIL}`);
  await expectRefusedThenHealthy(craftedWorkbook(sheet, bomb), leadBulkMessages.unpacksTooLarge);
});

it('refuses a zip whose directory lies about the sizes, as the bytes unpack', async () => {
  const bomb = sharedStringsBomb(1_300);
  const sheet = sheetPart(`${SHEET_HEAD}${headerRow}${SHEET_TAIL}`);
  await expectRefusedThenHealthy(
    craftedWorkbook(sheet, { ...bomb, declaredSize: 200_000 }),
    leadBulkMessages.fileDamaged,
  );
});

it('refuses 1.7 million identical rows, packed a thousand to one', async () => {
  const rows = repeatedPart(
    'xl/worksheets/sheet1.xml',
    `${SHEET_HEAD}${headerRow}`,
    '<row><c t="inlineStr"><is><t>Same Firm</t></is></c></row>'.padEnd(64, ' '),
    104,
    SHEET_TAIL,
  );
  await expectRefusedThenHealthy(craftedWorkbook(rows), leadBulkMessages.packedTooTightly);
});

it('refuses a million one-cell rows at the row limit, with the limit in its words', async () => {
  const rows = streamedPart(
    'xl/worksheets/sheet1.xml',
    (function* () {
      yield `${SHEET_HEAD}${headerRow}`;
      for (let row = 2; row <= 1_000_001; row += 1)
        yield `<row r="${row}"><c><v>${row}</v></c></row>`;
      yield SHEET_TAIL;
    })(),
  );
  const content = craftedWorkbook(rows);
  expect(content.length).toBeLessThan(5 * 1024 * 1024);
  expect(leadBulkMessages.tooManyRows).toContain('2,00,000');
  await expectRefusedThenHealthy(content, leadBulkMessages.tooManyRows);
});

it('refuses a cell longer than Excel allows, naming its row', async () => {
  const sheet = sheetPart(
    `${SHEET_HEAD}${headerRow}<row r="2"><c r="A2" t="inlineStr"><is><t>${'x'.repeat(40_000)}</t></is></c></row>${SHEET_TAIL}`,
  );
  await expectRefusedThenHealthy(craftedWorkbook(sheet), leadBulkMessages.cellTooLong(2));
});
