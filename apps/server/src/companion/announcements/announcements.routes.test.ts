import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementMessages, type Announcement } from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import { appWithAdminAndStaff, companionBearer, type TestUser } from '../../../test/factories';
import type { PushMessage } from '../../lib/push';
import { deliverPushes } from './announcements.service';

let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => ({ t, admin, staff } = await appWithAdminAndStaff()));
afterAll(() => t.close());

const send = async (payload: object, user: TestUser = admin) =>
  t.inject({
    method: 'POST',
    url: '/oyaar-api/announcement-for-all',
    headers: await companionBearer(t, user),
    payload,
  });
const listed = async () =>
  (
    await t.inject({
      method: 'GET',
      url: '/oyaar-api/announcement-list',
      headers: await companionBearer(t, admin),
    })
  ).json<{ data: Announcement[] }>().data;
const outbox = () =>
  fs
    .readFileSync(path.join(t.ctx.config.DATA_DIR, 'push-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as PushMessage);

describe('POST /oyaar-api/announcement-for-all', () => {
  it("answers the spec's messages", async () => {
    const answer = await send({});
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      errors: {
        SentTo: announcementMessages.sentToRequired,
        Title: announcementMessages.titleRequired,
        Body: announcementMessages.bodyRequired,
      },
    });
    expect((await send({ SentTo: 'everyone', Title: 'x', Body: 'y' })).json()).toMatchObject({
      errors: { SentTo: announcementMessages.sentToRequired },
    });
  });

  it('keeps the announcement and hands it to the push service for its audience', async () => {
    const answer = await send({ SentTo: 'users', Title: 'Diwali offer', Body: 'दिवाली पर 20% छूट' });
    expect(answer.json()).toMatchObject({ message: announcementMessages.sent });
    expect(outbox().at(-1)).toEqual({
      audience: 'users',
      title: 'Diwali offer',
      body: 'दिवाली पर 20% छूट',
    });
    expect((await listed())[0]).toMatchObject({
      Title: 'Diwali offer',
      SentTo: 'users',
      Delivered: 1,
    });
  });

  it('keeps an announcement the push service refused, and delivers it on the next try', async () => {
    const working = t.ctx.push;
    t.ctx.push = { send: () => Promise.reject(new Error('gateway down')) };
    try {
      const answer = await send({
        SentTo: 'companies',
        Title: 'Server upgrade',
        Body: 'Sunday 2 am',
      });
      expect(answer.statusCode).toBe(200);
      expect((await listed())[0]).toMatchObject({ Title: 'Server upgrade', Delivered: 0 });
    } finally {
      t.ctx.push = working;
    }
    expect(await deliverPushes(t.ctx)).toBe(1);
    expect((await listed())[0]).toMatchObject({ Title: 'Server upgrade', Delivered: 1 });
    expect(outbox().at(-1)).toMatchObject({ audience: 'companies', title: 'Server upgrade' });
  });

  it('is the administrator’s: a staff OYToken is refused', async () => {
    expect((await send({ SentTo: 'users', Title: 'x', Body: 'y' }, staff)).statusCode).toBe(403);
  });
});
