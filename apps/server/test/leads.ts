import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { ApiEnvelope } from '@yaar/shared';
import { cities, leadStatuses, leads, states } from '../src/db/schema';
import type { AppContext } from '../src/context';
import type { TestApp } from './app';
import { bearer } from './factories';

/** Real file contents: their first bytes are what the server checks. */
export const FILES = {
  /** An 8×8 JPEG (baseline, as a camera or canvas writes one): it decodes to its end. */
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AJK8Y9Y//9k=',
    'base64',
  ),
  /** A 1×1 PNG, whole: its CRCs and its zlib check hold. */
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWP4z8DwHwAFAAH/e+m+7wAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  /** A Windows executable's first bytes ("MZ" and a PE header). */
  exe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64),
    Buffer.from('PE\0\0'),
  ]),
};

let mobileSequence = 0;
/**
 * A 10-digit lead mobile unused in this process (leads use 6…; users 7…, 8…, 9…): 61… to 69…,
 * never the 60… block that generated leads (db/seed/generate-leads) number up in.
 */
export const leadMobile = () => {
  mobileSequence += 1;
  // Always ten digits, however many a file asks for (a bulk test takes thousands).
  return `6${randomInt(1000, 1e4)}${String(mobileSequence % 100_000).padStart(5, '0')}`;
};

export async function cityIdOf(ctx: AppContext, name = 'Ahmedabad', state = 'Gujarat') {
  const [row] = await ctx.db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.name, name), eq(states.name, state)));
  return row!.id;
}

export async function statusIdOf(ctx: AppContext, main: string, sub: string) {
  const [row] = await ctx.db
    .select({ id: leadStatuses.id })
    .from(leadStatuses)
    .where(and(eq(leadStatuses.mainStatus, main), eq(leadStatuses.subStatus, sub)));
  return row!.id;
}

/** The text fields of a valid lead form. */
export async function leadFields(ctx: AppContext, overrides: Record<string, string> = {}) {
  return {
    CompanyName: 'Shree Auto Care',
    OwnerName: 'Ramesh Patel',
    BusinessType: 'Vehicle Service',
    MobileNo: leadMobile(),
    GSTNo: '24aaacr 5055k1z5',
    Address: '12 Station Road',
    CityId: String(await cityIdOf(ctx)),
    Pincode: '380001',
    Product: 'OYaar',
    Requirements: 'Wants a demo of billing',
    NextDate: '2026-12-01',
    StatusId: String(await statusIdOf(ctx, 'Pending', 'Interested')),
    Location: '23.0225,72.5714',
    ...overrides,
  };
}

export type UploadFile = { name: string; content: Buffer; type?: string };

export function leadFormData(
  fields: Record<string, string>,
  files: Partial<Record<string, UploadFile>> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (file)
      form.append(name, new Blob([file.content], { type: file.type ?? 'image/jpeg' }), file.name);
  }
  return form;
}

export const hoarding = (): Partial<Record<string, UploadFile>> => ({
  Hoarding: { name: 'hoarding.jpg', content: FILES.jpg },
});

export const postForm = (
  t: TestApp,
  url: string,
  user: { token: string } | null,
  form: FormData | Record<string, unknown>,
) =>
  t.inject({
    method: 'POST',
    url,
    headers: user ? bearer(user) : {},
    payload: form,
  });

/** Creates a lead through the API and answers its id. */
export async function createLeadViaApi(
  t: TestApp,
  user: { token: string },
  overrides: Record<string, string> = {},
  files = hoarding(),
): Promise<number> {
  const response = await postForm(
    t,
    '/api/lead-create',
    user,
    leadFormData(await leadFields(t.ctx, overrides), files),
  );
  if (response.statusCode !== 200)
    throw new Error(`lead-create answered ${response.statusCode}: ${response.body}`);
  return response.json<ApiEnvelope<{ id: number }>>().data!.id;
}

/** A lead written straight to the database (arranging state), owned by `userId`. */
export async function insertLead(
  ctx: AppContext,
  userId: number,
  values: Partial<typeof leads.$inferInsert> & { main?: string; sub?: string } = {},
): Promise<number> {
  const { main = 'Pending', sub = 'Interested', ...rest } = values;
  const [row] = await ctx.db
    .insert(leads)
    .values({
      userId,
      recordedBy: userId,
      companyName: 'Arranged Lead',
      ownerName: 'Owner',
      mobileNo: leadMobile(),
      businessType: 'Service',
      product: 'OYaar',
      entryDate: '2026-11-01',
      nextDate: '2026-11-25',
      requirements: 'Arranged',
      statusId: await statusIdOf(ctx, main, sub),
      cityId: await cityIdOf(ctx),
      ...rest,
    })
    .returning({ id: leads.id });
  return row!.id;
}

/** A lead of `userId`'s placed at `location` ('latitude,longitude'), as a visit or the map wants. */
export const insertLeadAt = (
  ctx: AppContext,
  userId: number,
  location: string,
  values: Parameters<typeof insertLead>[2] = {},
) => insertLead(ctx, userId, { location, ...values });

export const leadRow = async (ctx: AppContext, id: number) =>
  (await ctx.db.select().from(leads).where(eq(leads.id, id)))[0];

export const auditRows = async (ctx: AppContext, leadId: number) =>
  (
    await ctx.db.execute<{
      action: string;
      actor_user_id: number;
      details: { before: unknown; after: unknown };
    }>(
      sql`select action, actor_user_id, details from audit_log where entity = 'lead' and entity_id = ${String(leadId)} order by id`,
    )
  ).rows;

/** Every file under `dir`, recursively (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The storage areas the app writes (`newStorageKey`'s first part, the import error files). */
const STORAGE_AREAS = ['leads', 'visits', 'media', 'offers', 'import-errors'];

/** The keys a test app's storage holds (local folder or S3), sorted. */
export async function storedFiles(ctx: AppContext): Promise<string[]> {
  const keys: string[] = [];
  const end = new Date(Date.now() + 86_400_000);
  for (const area of STORAGE_AREAS)
    for await (const batch of ctx.storage.keysWrittenBefore(area, end)) keys.push(...batch);
  return keys.sort();
}

/** Temporary files of a test app. */
export const tempFiles = (ctx: AppContext) => filesUnder(path.join(ctx.config.DATA_DIR, 'tmp'));
