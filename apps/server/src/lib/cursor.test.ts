import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { poolSizeOf } from '../db/client';
import { forEachCursorBatch, streamTurnsOf } from './cursor';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

it('lets reports and exports take only their share of the pool, so ordinary calls still get a connection', async () => {
  const share = streamTurnsOf(t.ctx.db).running;
  expect(share).toBeLessThan(poolSizeOf(t.ctx.db));
  let reading = 0;
  let mostAtOnce = 0;
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  // Twice as many long reads as the share, each holding its cursor until told to go.
  const streams = Array.from({ length: share * 2 }, () =>
    forEachCursorBatch(t.ctx.db, sql`select generate_series(1, 3) as n`, 10, async () => {
      reading += 1;
      mostAtOnce = Math.max(mostAtOnce, reading);
      await held;
      reading -= 1;
    }),
  );
  await expect.poll(() => reading).toBe(share);
  // Meanwhile an ordinary call is answered: the pool kept connections for it.
  const ordinary = await Promise.all(
    Array.from({ length: poolSizeOf(t.ctx.db) - share }, () => t.ctx.db.execute(sql`select 1`)),
  );
  expect(ordinary).toHaveLength(poolSizeOf(t.ctx.db) - share);
  expect(reading).toBe(share);
  letGo();
  await Promise.all(streams);
  expect(mostAtOnce).toBe(share);
});
