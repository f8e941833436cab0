import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiEnvelope, Offer } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../test/app';
import { adminUser, companionBearer } from '../../test/factories';
import { seedDemoOffers } from './demo-offers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('adds a dozen offers of its own companies: pending and approved, long and short, some with dates and images', async () => {
  expect(await seedDemoOffers(t.ctx)).toBe(12);
  const headers = await companionBearer(t, await adminUser(t.ctx));
  const answer = await t.inject({ url: '/oyaar-api/offers-list?Page=1&PageSize=50', headers });
  const listed = answer.json<ApiEnvelope<Offer[]>>().data!;
  expect(listed).toHaveLength(12);
  expect(listed[0]!.Title).toBe('Diwali Dhamaka');
  expect(new Set(listed.map((offer) => offer.IsApproved))).toEqual(new Set([0, 1]));
  expect(listed.some((offer) => offer.Body.length > 100)).toBe(true);
  expect(listed.some((offer) => offer.Body.length <= 100)).toBe(true);
  expect(listed.some((offer) => offer.StartDate === null)).toBe(true);
  expect(listed.every((offer) => /^\d{10}$/.test(offer.PhoneNo))).toBe(true);
  const images = listed.flatMap((offer) => (offer.FilePath ? [offer.FilePath] : []));
  expect(images.length).toBeGreaterThanOrEqual(3);
  const image = await t.inject({ url: images[0]! });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
});
