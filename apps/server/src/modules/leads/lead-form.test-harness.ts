import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ApiEnvelope, Lead } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import {
  hoarding,
  leadFields,
  leadFormData,
  postForm,
  storedFiles,
  tempFiles,
  type UploadFile,
} from '../../../test/leads';
import { leads } from '../../db/schema';

/**
 * Shared by the lead form tests (create, its files, update): one handle per file holding its app
 * and staff user (started before its tests, as `h.t` and `h.staff`) and the calls they make as
 * that user (`h.create(…)`).
 */
export function leadFormHarness() {
  const h = {} as { t: TestApp; staff: TestUser };
  beforeAll(async () => {
    h.t = await createTestApp();
    h.staff = await createStaffUser(h.t.ctx);
  });
  afterAll(() => h.t.close());
  /** A form (or a body) as it comes, sent as the staff user. */
  const postCreate = (payload: FormData | Record<string, unknown>) =>
    postForm(h.t, '/api/lead-create', h.staff, payload);
  const postUpdate = (payload: FormData | Record<string, unknown>) =>
    postForm(h.t, '/api/lead-update', h.staff, payload);
  return Object.assign(h, {
    postCreate,
    postUpdate,
    leadCount: async () => (await h.t.ctx.db.select({ value: count() }).from(leads))[0]!.value,
    create: async (
      fields: Record<string, string>,
      files: Partial<Record<string, UploadFile>> = hoarding(),
    ) => postCreate(leadFormData(fields, files)),
    update: async (
      fields: Record<string, string>,
      files: Partial<Record<string, UploadFile>> = {},
    ) => postUpdate(leadFormData(fields, files)),
    /** A valid lead's form fields, with `overrides`. */
    validFields: (overrides?: Record<string, string>) => leadFields(h.t.ctx, overrides),
    /** Lead Create with `fields` and a hoarding photo, sent as `user` (null: signed out). */
    createAs: (user: TestUser | null, fields: Record<string, string>) =>
      postForm(h.t, '/api/lead-create', user, leadFormData(fields, hoarding())),
    /** The keys of the files stored now. */
    storedNow: () => storedFiles(h.t.ctx),
    /** `count` files are stored and no temporary file is left. */
    expectFilesStored: async (count: number) => {
      expect(await storedFiles(h.t.ctx)).toHaveLength(count);
      expect(tempFiles(h.t.ctx)).toEqual([]);
    },
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
  });
}
