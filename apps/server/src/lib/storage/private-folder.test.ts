import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser } from '../../../test/factories';
import { FILES, insertLead, leadFormData } from '../../../test/leads';
import { readUrlSecret } from './signed-url';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-folder';

/** DATA_DIR as an older version left it: made with the default 0755, a 0644 file in it. */
let dataDir: string;
let t: TestApp;
beforeAll(async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-private-'));
  dataDir = path.join(parent, 'data');
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true, mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  fs.chmodSync(path.join(dataDir, 'uploads'), 0o755);
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

it('keeps DATA_DIR, its folders and the files stored in it to the app alone (0700, 0600)', async () => {
  expect(modeOf(dataDir)).toBe(PRIVATE_FOLDER_MODE);
  expect(modeOf(path.join(dataDir, 'file-url.secret'))).toBe(PRIVATE_FILE_MODE);
  const staff = await createStaffUser(t.ctx);
  const leadId = await insertLead(t.ctx, staff.id);
  const response = await t.inject({
    method: 'POST',
    url: '/api/lead-visit',
    headers: bearer(staff),
    payload: leadFormData(
      { LeadId: String(leadId), Latitude: '23.02', Longitude: '72.57', Accuracy: '9' },
      { Photo: { name: 'shop.jpg', content: FILES.jpg } },
    ),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(modeOf(path.join(dataDir, 'tmp', 'uploads'))).toBe(PRIVATE_FOLDER_MODE);
  if (t.ctx.config.STORAGE_URL) return; // TEST_STORAGE=s3: the bucket keeps the files.
  const uploads = path.join(dataDir, 'uploads');
  expect(modeOf(uploads)).toBe(PRIVATE_FOLDER_MODE);
  const stored = fs.readdirSync(uploads, { recursive: true, encoding: 'utf8' });
  const photo = stored.find((name) => name.endsWith('.jpg'))!;
  expect(modeOf(path.join(uploads, photo))).toBe(PRIVATE_FILE_MODE);
  // Every folder on the way to it: the area and its two-letter spread.
  for (let folder = path.dirname(photo); folder !== '.'; folder = path.dirname(folder))
    expect(modeOf(path.join(uploads, folder)), folder).toBe(PRIVATE_FOLDER_MODE);
});

it('makes DATA_DIR private when the URL secret is the first thing written there', () => {
  const fresh = path.join(path.dirname(dataDir), 'fresh', 'data');
  readUrlSecret(fresh);
  expect(modeOf(fresh)).toBe(PRIVATE_FOLDER_MODE);
  expect(modeOf(path.join(fresh, 'file-url.secret'))).toBe(PRIVATE_FILE_MODE);
});
