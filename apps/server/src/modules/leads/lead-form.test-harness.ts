import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ApiEnvelope, Lead } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import {
  hoarding,
  leadFormData,
  postForm,
  storedFiles,
  tempFiles,
  type UploadFile,
} from '../../../test/leads';
import { leads } from '../../db/schema';

/**
 * Shared by the lead form tests (create, its files, update): one app and one staff user per file,
 * started before its tests, and the calls they make as that user.
 */
export function leadFormHarness() {
  const h = {} as { t: TestApp; staff: TestUser };
  beforeAll(async () => {
    h.t = await createTestApp();
    h.staff = await createStaffUser(h.t.ctx);
  });
  afterAll(() => h.t.close());
  return {
    h,
    leadCount: async () => (await h.t.ctx.db.select({ value: count() }).from(leads))[0]!.value,
    create: async (
      fields: Record<string, string>,
      files: Partial<Record<string, UploadFile>> = hoarding(),
    ) => postForm(h.t, '/api/lead-create', h.staff, leadFormData(fields, files)),
    update: async (
      fields: Record<string, string>,
      files: Partial<Record<string, UploadFile>> = {},
    ) => postForm(h.t, '/api/lead-update', h.staff, leadFormData(fields, files)),
    errorsOf: (response: { json: () => unknown }) => (response.json() as ApiEnvelope).errors ?? {},
    details: async (id: number, user = h.staff) =>
      (await h.t.inject({ url: `/api/lead-details?id=${id}`, headers: bearer(user) })).json<
        ApiEnvelope<Lead[]>
      >().data![0]!,
    /** Nothing was stored and no temporary file is left. */
    expectNoFilesLeft: async (storedBefore: string[]) => {
      expect(await storedFiles(h.t.ctx)).toEqual(storedBefore);
      expect(tempFiles(h.t.ctx)).toEqual([]);
    },
  };
}
