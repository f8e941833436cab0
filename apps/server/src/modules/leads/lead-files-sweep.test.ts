import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser } from '../../../test/factories';
import { FILES, createLeadViaApi, leadRow, storedFiles } from '../../../test/leads';
import { newStorageKey } from '../../lib/storage/local-storage';
import { SWEEP_MIN_AGE_MS, sweepOrphanFiles } from './lead-files-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const longAgo = new Date(Date.now() - SWEEP_MIN_AGE_MS - 60_000);
const age = (file: string) => fs.utimesSync(file, longAgo, longAgo);
const storagePath = (key: string) => path.join(t.ctx.config.UPLOADS_DIR, ...key.split('/'));

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
  const leadFiles = [...storedFiles(t.ctx)];
  expect(leadFiles).toHaveLength(2);
  for (const file of leadFiles) age(file);

  // What a crash between storing a file and committing its lead leaves: a stored file of no lead.
  const orphanKey = newStorageKey('leads', 'jpg');
  const orphanSource = path.join(t.ctx.config.DATA_DIR, 'orphan.jpg');
  fs.writeFileSync(orphanSource, FILES.jpg);
  await t.ctx.storage.put(orphanKey, orphanSource);
  age(storagePath(orphanKey));
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

  expect(await sweepOrphanFiles(t.ctx)).toEqual({ tempFiles: 1, storedFiles: 1 });
  expect(fs.existsSync(oldTemp)).toBe(false);
  expect(fs.existsSync(freshTemp)).toBe(true);
  expect(fs.existsSync(storagePath(orphanKey))).toBe(false);
  expect(fs.existsSync(storagePath(freshKey))).toBe(true);
  for (const file of leadFiles) expect(fs.existsSync(file)).toBe(true);
  expect((await leadRow(t.ctx, live))!.hoardingKey).not.toBeNull();
  expect(await sweepOrphanFiles(t.ctx)).toEqual({ tempFiles: 0, storedFiles: 0 });
});
