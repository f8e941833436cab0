import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SEARCH_COUNT_CAP, type ApiEnvelope, type LeadListItem } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { leads } from '../../db/schema';
import { generateLeads } from '../../db/seed/generate-leads';
import { MAX_UNPAGED_LEADS } from './leads-list.service';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
  await generateLeads(t.ctx.db, { count: MAX_UNPAGED_LEADS + 1, users: [staff.id], seed: 11 });
});
afterAll(() => t.close());

it('answers every row without Page, up to the cap; past it, the first rows with meta saying so', async () => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/leads-list',
    headers: bearer(staff),
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<ApiEnvelope<LeadListItem[]>>();
  expect(body.data).toHaveLength(MAX_UNPAGED_LEADS);
  expect(body.meta).toEqual({ total: MAX_UNPAGED_LEADS + 1, page: 1, pageSize: MAX_UNPAGED_LEADS });
  const ids = body.data!.map((lead) => lead.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));

  const completed = await t.inject({
    method: 'POST',
    url: '/api/leads-list',
    headers: bearer(staff),
    payload: { Status: 'Completed' },
  });
  const under = completed.json<ApiEnvelope<LeadListItem[]>>();
  expect(under.data!.length).toBeLessThan(MAX_UNPAGED_LEADS);
  expect(under.meta).toBeUndefined();
});

it('counts a search exactly up to SEARCH_COUNT_CAP; past it says totalCapped and pages on', async () => {
  const search = (payload: object) =>
    t
      .inject({ method: 'POST', url: '/api/leads-list', headers: bearer(staff), payload })
      .then((response) => response.json<ApiEnvelope<LeadListItem[]>>());

  const everyShree = (await search({ Search: 'Shree' })).data!;
  expect(everyShree.length).toBeGreaterThan(0);
  expect(everyShree.length).toBeLessThan(SEARCH_COUNT_CAP);
  const shreePage = await search({ Search: 'Shree', Page: 1, PageSize: 50 });
  expect(shreePage.meta).toEqual({ total: everyShree.length, page: 1, pageSize: 50 });

  // Every generated mobile number starts with 6: all 10,001 leads match.
  const broad = await search({ Search: '6', Page: 1, PageSize: 50 });
  expect(broad.meta).toEqual({ total: SEARCH_COUNT_CAP, page: 1, pageSize: 50, totalCapped: true });
  const pastTheCap = await search({ Search: '6', Page: SEARCH_COUNT_CAP / 50 + 1, PageSize: 50 });
  expect(pastTheCap.data).toHaveLength(50);
  expect(pastTheCap.meta?.totalCapped).toBe(true);
});

it('counts a plain paged list exactly, however many leads: the cap is for searches only', async () => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/leads-list',
    headers: bearer(staff),
    payload: { Page: 3, PageSize: 50 },
  });
  const body = response.json<ApiEnvelope<LeadListItem[]>>();
  expect(body.meta).toEqual({ total: MAX_UNPAGED_LEADS + 1, page: 3, pageSize: 50 });
  expect(body.data).toHaveLength(50);
});

it("keeps a search's count only until a lead changes, here or on another connection", async () => {
  const total = async () =>
    (
      await t.inject({
        method: 'POST',
        url: '/api/leads-list',
        headers: bearer(staff),
        payload: { Search: 'Zanzibar Tiles', Page: 2, PageSize: 5 },
      })
    ).json<ApiEnvelope<LeadListItem[]>>().meta?.total;
  expect(await total()).toBe(0);

  const [lead] = await t.ctx.db.select({ id: leads.id }).from(leads).limit(1);
  await t.ctx.db.update(leads).set({ companyName: 'Zanzibar Tiles' }).where(eq(leads.id, lead!.id));
  // Written through the app's own pool: its notification has emptied the cache already.
  expect(await total()).toBe(1);

  // Written on a connection of its own, as another server would: the notification follows.
  const other = new pg.Client({ connectionString: t.databaseUrl });
  await other.connect();
  await other.query(`update leads set deleted_at = now() where id = $1`, [lead!.id]);
  await other.end();
  await vi.waitFor(async () => expect(await total()).toBe(0));
});
