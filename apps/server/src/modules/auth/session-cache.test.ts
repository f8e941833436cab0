import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { issueToken } from './auth.service';
import { connectDatabase, type DatabaseHandle } from '../../db/client';

/**
 * Signed-in requests read their session from an in-process cache; a change made anywhere (this
 * process, or another app process on the same database) empties it: revocation holds at once.
 */
let t: TestApp;
let otherProcess: DatabaseHandle;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  otherProcess = connectDatabase(t.databaseUrl, 1);
  staff = await createStaffUser(t.ctx);
});
afterAll(async () => {
  await otherProcess.close();
  await t.close();
});

const dashboard = (user: { token: string }) =>
  t.inject({ url: '/api/dashboard-counts', headers: bearer(user) }).then((r) => r.statusCode);

it('refuses a token revoked by another process on the same database', async () => {
  const session = { token: await issueToken(t.ctx, staff.id) };
  expect(await dashboard(session)).toBe(200);
  expect(await dashboard(session)).toBe(200);
  await otherProcess.db.execute(
    sql`update api_tokens set revoked_at = now() where user_id = ${staff.id}`,
  );
  await expect.poll(() => dashboard(session)).toBe(401);
});

it('refuses a user deactivated by another process on the same database', async () => {
  const user = await createStaffUser(t.ctx);
  const session = user;
  expect(await dashboard(session)).toBe(200);
  await otherProcess.db.execute(sql`update users set status = 0 where id = ${user.id}`);
  await expect.poll(() => dashboard(session)).toBe(401);
});

it('refuses a signed-out token on the very next request in this process', async () => {
  const session = { token: await issueToken(t.ctx, staff.id) };
  expect(await dashboard(session)).toBe(200);
  const out = await t.inject({ url: '/api/logout', headers: bearer(session) });
  expect(out.statusCode).toBe(200);
  expect(await dashboard(session)).toBe(401);
});
