import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionMessages, type ApiEnvelope, type AppVersion } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, companionBearer, createStaffUser } from '../../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await companionBearer(t, await adminUser(t.ctx));
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, headers = admin) =>
  t.inject({ method: 'POST', url: '/oyaar-api/version-create', payload, headers });
const list = async () =>
  (await t.inject({ method: 'GET', url: '/oyaar-api/version-list', headers: admin })).json<
    ApiEnvelope<AppVersion[]>
  >().data!;

describe('the companion app versions', () => {
  it('records a version with its 0/1 flags and lists the newest first', async () => {
    const first = await create({ Version: '2.3.9', DeviceType: 'IOS', ForceUpdate: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: versionMessages.created });
    const second = await create({
      Version: ' 2.4.0 ',
      DeviceType: 'Android',
      ForceUpdate: '1',
      IsUnMaintain: 1,
      Message: 'Please update for the new reminders.',
    });
    expect(second.statusCode).toBe(200);
    const [newest, older] = await list();
    expect(newest).toMatchObject({
      Version: '2.4.0',
      DeviceType: 'Android',
      ForceUpdate: 1,
      IsUnMaintain: 1,
      Message: 'Please update for the new reminders.',
    });
    expect(older).toMatchObject({ Version: '2.3.9', ForceUpdate: 0, IsUnMaintain: 0, Message: '' });
  });

  it("answers the spec's messages beside the fields", async () => {
    const response = await create({ Version: ' ', ForceUpdate: 2 });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      Version: versionMessages.versionRequired,
      DeviceType: versionMessages.deviceTypeRequired,
      ForceUpdate: versionMessages.flagInvalid,
    });
  });

  it('deletes a version once; a second delete is a 404', async () => {
    const created = await create({ Version: '9.9.9', DeviceType: 'Android' });
    const { id } = created.json<ApiEnvelope<{ id: number }>>().data!;
    const remove = () =>
      t.inject({ method: 'DELETE', url: `/oyaar-api/version-delete/${id}`, headers: admin });
    expect((await remove()).json()).toEqual({ status: 200, message: versionMessages.deleted });
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: versionMessages.notFound });
    expect((await list()).map((version) => version.id)).not.toContain(id);
  });

  it("refuses staff's offers-only OYToken and a strange id", async () => {
    const staff = await companionBearer(t, await createStaffUser(t.ctx));
    expect((await create({ Version: '1.0', DeviceType: 'IOS' }, staff)).statusCode).toBe(403);
    const strange = await t.inject({
      method: 'DELETE',
      url: '/oyaar-api/version-delete/1e3',
      headers: admin,
    });
    expect(strange.statusCode).toBe(422);
  });
});

describe('the versions list', () => {
  it('filters by device and pages when asked', async () => {
    await create({ Version: '3.0.0', DeviceType: 'IOS' });
    await create({ Version: '3.0.1', DeviceType: 'IOS' });
    const answer = await t.inject({
      method: 'GET',
      url: '/oyaar-api/version-list?DeviceType=IOS&Page=1&PageSize=1',
      headers: admin,
    });
    const body = answer.json<ApiEnvelope<AppVersion[]>>();
    expect(body.data).toEqual([expect.objectContaining({ Version: '3.0.1', DeviceType: 'IOS' })]);
    expect(body.meta).toMatchObject({ page: 1, pageSize: 1 });
    expect(body.meta!.total).toBeGreaterThanOrEqual(2);
    const strange = await t.inject({
      method: 'GET',
      url: '/oyaar-api/version-list?DeviceType=Windows',
      headers: admin,
    });
    expect(strange.statusCode).toBe(422);
  });
});
