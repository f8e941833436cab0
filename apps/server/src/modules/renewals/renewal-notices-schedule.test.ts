import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { quiet } from '../../../test/backups';
import { adminUser, createStaffUser } from '../../../test/factories';
import { update, updateBody } from '../../../test/licences';
import { createAppContext } from '../../app-context';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { fixedClock, type Clock } from '../../lib/clock';
import { createScheduler } from '../../lib/scheduler';
import { renewalNoticesJob } from './renewal-notices';

let t: TestApp;
const handles: DatabaseHandle[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await t.close();
});

/** Another app process on the same database, sending through the same SMS gateway (the outbox). */
function anotherProcess(clock: Clock) {
  const handle = connectDatabase(t.databaseUrl, 5);
  handles.push(handle);
  const ctx = createAppContext(handle.db, t.ctx.config, t.ctx.sms);
  ctx.clock = clock;
  const job = {
    ...renewalNoticesJob(ctx, { error: quiet }),
    at: '10:00',
    timeZone: 'Asia/Kolkata',
  };
  return createScheduler({ pool: handle.pool, clock, log: { info: quiet, error: quiet } }, [job]);
}

describe('renewal notices on the schedule', () => {
  it('two processes ticking at once on a notice day send the customer one SMS', async () => {
    const admin = await adminUser(t.ctx);
    const staff = await createStaffUser(t.ctx, { firstName: 'Meera' });
    t.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
    const MobileNo = '9100000201';
    const body = updateBody({ EmployeeId: staff.id, MobileNo, LicenseYears: 40 });
    const { status } = await update(t, admin, body);
    expect(status).toBe(200); // expires 2027-01-02: the 30-day notice is on 2026-12-03

    let now = new Date('2026-12-03T03:00:00Z'); // 08:30 in Kolkata: before the notice time
    const clock: Clock = { now: () => new Date(now) };
    const schedulers = [anotherProcess(clock), anotherProcess(clock)];
    const tickBoth = () => Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    const notices = () => t.outbox().filter((sms) => sms.to.endsWith(MobileNo));
    await tickBoth();
    expect(notices()).toHaveLength(0);
    now = new Date('2026-12-03T05:00:00Z'); // 10:30 in Kolkata
    await tickBoth();
    await tickBoth();
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toContain('02-01-2027');
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  });
});
