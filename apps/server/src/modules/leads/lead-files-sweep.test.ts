import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser } from '../../../test/factories';
import { FILES, createLeadViaApi, leadRow, storedFiles } from '../../../test/leads';
import { newStorageKey } from '../../lib/storage/local-storage';
import { SWEEP_MIN_AGE_MS, sweepOrphanFiles } from './lead-files-sweep';
import { fileClockOffsetMs } from '../../../test/file-clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const longAgo = new Date(Date.now() - SWEEP_MIN_AGE_MS - 60_000);
const age = (file: string) => fs.utimesSync(file, longAgo, longAgo);
/** Whether the storage (local folder or S3) holds the key. */
const stored = async (key: string) => {
  const file = await t.ctx.storage.get(key);
  file?.stream.destroy();
  return file !== null;
};

it('removes old temp uploads and stored files no lead refers to, never a lead’s file', async () => {
  const staff = await createStaffUser(t.ctx);
  const live = await createLeadViaApi(t, staff);
  const deleted = await createLeadViaApi(t, staff);
  expect(
    (
      await t.inject({
        method: 'POST',
        url: '/api/lead-delete',
        headers: bearer(staff),
        payload: { id: deleted },
      })
    ).statusCode,
  ).toBe(200);
  const leadFiles = await storedFiles(t.ctx);
  expect(leadFiles).toHaveLength(2);

  // What a crash between storing a file and committing its lead leaves: a stored file of no lead.
  const orphanKey = newStorageKey('leads', 'jpg');
  const orphanSource = path.join(t.ctx.config.DATA_DIR, 'orphan.jpg');
  fs.writeFileSync(orphanSource, FILES.jpg);
  await t.ctx.storage.put(orphanKey, orphanSource);
  // A stored file's age is its write time (an object store's is whole seconds, and not settable):
  // the sweep's cutoff falls half a second before a whole second that starts after the files
  // above, and the fresh file is written after that second starts.
  // (Seconds of the files' clock: under `npm run test:at` the app's clock is offset from it.)
  const offset = fileClockOffsetMs();
  const second = Math.ceil((Date.now() + offset + 1000) / 1000) * 1000;
  await new Promise((resolve) => setTimeout(resolve, second - (Date.now() + offset) + 20));
  const freshKey = newStorageKey('leads', 'jpg');
  fs.writeFileSync(orphanSource, FILES.jpg);
  await t.ctx.storage.put(freshKey, orphanSource);
  // And a killed upload's temp files: one old, one that may still be arriving.
  const tempDir = path.join(t.ctx.config.DATA_DIR, 'tmp', 'uploads');
  fs.mkdirSync(tempDir, { recursive: true });
  const oldTemp = path.join(tempDir, 'upload-old');
  const freshTemp = path.join(tempDir, 'upload-fresh');
  fs.writeFileSync(oldTemp, 'partial');
  fs.writeFileSync(freshTemp, 'partial');
  age(oldTemp);

  // The same cutoff at each sweep, however long the first one took on a loaded machine.
  const minAgeMs = () => Date.now() - (second - 500);
  expect(await sweepOrphanFiles(t.ctx, minAgeMs())).toEqual({ tempFiles: 1, storedFiles: 1 });
  expect(fs.existsSync(oldTemp)).toBe(false);
  expect(fs.existsSync(freshTemp)).toBe(true);
  expect(await stored(orphanKey)).toBe(false);
  expect(await stored(freshKey)).toBe(true);
  for (const key of leadFiles) expect(await stored(key)).toBe(true);
  expect((await leadRow(t.ctx, live))!.hoardingKey).not.toBeNull();
  expect(await sweepOrphanFiles(t.ctx, minAgeMs())).toEqual({ tempFiles: 0, storedFiles: 0 });
  expect(await sweepOrphanFiles(t.ctx)).toEqual({ tempFiles: 0, storedFiles: 0 });
});
