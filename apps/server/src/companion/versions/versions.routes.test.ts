import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  inputMessages,
  versionMessages,
  type ApiEnvelope,
  type AppVersion,
  type PageMeta,
} from '@yaar/shared';
import type { Headers, TestApp } from '../../../test/app';
import { appWithCompanionAdmin, refusedCompanionTokens } from '../../../test/factories';

let t: TestApp, admin: Headers;
beforeAll(async () => ({ t, admin } = await appWithCompanionAdmin()));
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, headers: Headers = admin) =>
  t.inject({ method: 'POST', url: '/oyaar-api/version-create', payload, headers });
const createdId = async (payload: Record<string, unknown>) => {
  const response = await create(payload);
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<{ id: number }>>().data!.id;
};
const list = (query = '', headers: Headers = admin) =>
  t.inject({ method: 'GET', url: `/oyaar-api/version-list${query}`, headers });
const listed = async (query = '') =>
  (await list(query)).json<ApiEnvelope<AppVersion[]> & { meta?: PageMeta }>();
const remove = (id: number | string, headers: Headers = admin) =>
  t.inject({ method: 'DELETE', url: `/oyaar-api/version-delete/${id}`, headers });

describe('POST /oyaar-api/version-create and GET /oyaar-api/version-list', () => {
  it('records the spec payload with 0/1 flags and lists the newest first', async () => {
    const first = await create({ Version: '2.3.9', DeviceType: 'IOS', ForceUpdate: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 200, message: versionMessages.created });
    await createdId({
      Version: ' 2.4.0 ',
      DeviceType: 'Android',
      ForceUpdate: '1',
      IsUnMaintain: 1,
      Message: 'Please update for the new reminders.',
    });

    const answer = await listed();
    expect(answer).toMatchObject({ status: 200, message: versionMessages.list });
    expect(answer.meta).toBeUndefined();
    // Trimmed, with the flags as numbers and a missing flag or message as 0 or ''.
    const id = expect.any(Number) as number;
    expect(answer.data).toEqual([
      {
        id,
        Version: '2.4.0',
        DeviceType: 'Android',
        ForceUpdate: 1,
        IsUnMaintain: 1,
        Message: 'Please update for the new reminders.',
      },
      { id, Version: '2.3.9', DeviceType: 'IOS', ForceUpdate: 0, IsUnMaintain: 0, Message: '' },
    ]);
  });

  it('pages the list when asked, with the one page rule', async () => {
    const all = (await listed()).data!;
    const page = await listed('?Page=1&PageSize=1');
    expect(page.data).toEqual([all[0]]);
    expect(page.meta).toEqual({ total: all.length, page: 1, pageSize: 1 });
    const pastTheEnd = await listed(`?Page=${all.length + 1}&PageSize=1`);
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.meta?.total).toBe(all.length);
  });

  it('filters by DeviceType, with paging', async () => {
    await createdId({ Version: '3.0.0', DeviceType: 'IOS' });
    await createdId({ Version: '3.0.1', DeviceType: 'IOS' });
    const ios = (await listed('?DeviceType=IOS')).data!;
    expect(ios.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ios.map((version) => version.DeviceType))).toEqual(new Set(['IOS']));
    const page = await listed('?DeviceType=IOS&Page=1&PageSize=1');
    expect(page.data).toEqual([expect.objectContaining({ Version: '3.0.1' })]);
    expect(page.meta).toEqual({ total: ios.length, page: 1, pageSize: 1 });
    const strange = await list('?DeviceType=Windows');
    expect(strange.statusCode).toBe(422);
    expect(strange.json<{ errors: Record<string, string> }>().errors).toEqual({
      DeviceType: versionMessages.deviceTypeRequired,
    });
  });

  it("answers the spec's messages beside the fields, and records nothing", async () => {
    const before = (await listed()).data!.length;
    const empty = await create({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: Record<string, string> }>().errors).toEqual({
      Version: versionMessages.versionRequired,
      DeviceType: versionMessages.deviceTypeRequired,
    });
    const wrong = await create({
      Version: '   ',
      DeviceType: 'Windows',
      ForceUpdate: 2,
      IsUnMaintain: 'yes',
      Message: 'x'.repeat(501),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: Record<string, string> }>().errors).toEqual({
      Version: versionMessages.versionRequired,
      DeviceType: versionMessages.deviceTypeRequired,
      ForceUpdate: versionMessages.flagInvalid,
      IsUnMaintain: versionMessages.flagInvalid,
      Message: versionMessages.messageTooLong,
    });
    const tooLong = await create({ Version: '1'.repeat(21), DeviceType: 'IOS' });
    expect(tooLong.json<{ errors: Record<string, string> }>().errors).toEqual({
      Version: versionMessages.versionTooLong,
    });
    expect((await listed()).data).toHaveLength(before);
  });
});

describe('DELETE /oyaar-api/version-delete/{id}', () => {
  it('deletes a version once; a second delete is a 404', async () => {
    const id = await createdId({ Version: '9.9.9', DeviceType: 'Android' });
    const deleted = await remove(id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: 200, message: versionMessages.deleted });
    expect((await listed()).data!.map((version) => version.id)).not.toContain(id);

    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 404, message: versionMessages.notFound });
    expect((await remove(2_147_483_647)).statusCode).toBe(404);
  });

  it('reads the id strictly: no 1e3, 0x10, 1.5, 0 or an id past the database integer', async () => {
    const id = await createdId({ Version: '3.0.0', DeviceType: 'IOS' });
    for (const strange of ['1e3', '0x10', '1.5', '0', '-1', '2147483648', 'abc']) {
      const response = await remove(strange);
      expect(response.statusCode, strange).toBe(422);
      expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
        id: inputMessages.numberInvalid,
      });
    }
    expect((await listed()).data!.map((version) => version.id)).toContain(id);
  });
});

describe('who may call the versions', () => {
  it("refuses staff's offers-only OYToken (403), no token and the main-API token (401)", async () => {
    const { staffOYToken, mainToken } = await refusedCompanionTokens(t);
    const id = await createdId({ Version: '4.0.0', DeviceType: 'Android' });
    const forbidden = { status: 403, message: apiMessages.forbidden };
    expect((await create({ Version: '1.0', DeviceType: 'IOS' }, staffOYToken)).json()).toEqual(
      forbidden,
    );
    expect((await list('', staffOYToken)).statusCode).toBe(403);
    expect((await remove(id, staffOYToken)).statusCode).toBe(403);

    for (const headers of [{}, mainToken]) {
      expect((await create({ Version: '1.0', DeviceType: 'IOS' }, headers)).statusCode).toBe(401);
      expect((await list('', headers)).statusCode).toBe(401);
      expect((await remove(id, headers)).statusCode).toBe(401);
    }
    expect((await listed()).data!.map((version) => version.id)).toContain(id);
  });
});
