import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CITY_NAME, type ApiEnvelope, type City } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let cities: City[];
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.inject({ url: '/api/cities-list' });
  expect(response.statusCode).toBe(200);
  cities = response.json<ApiEnvelope<City[]>>().data!;
});
afterAll(() => t.close());

describe('GET /api/cities-list', () => {
  it('is public: answers without a token, and with a bad one', async () => {
    const response = await t.inject({
      url: '/api/cities-list',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiEnvelope<City[]>>().status).toBe(200);
  });

  it('lists the cities of India, more than 4,000', () => {
    expect(cities.length).toBeGreaterThan(4000);
  });

  it('includes Ahmedabad in Gujarat', () => {
    expect(cities).toContainEqual({
      CityId: expect.any(Number) as number,
      CityName: DEFAULT_CITY_NAME,
      state: { StateName: 'Gujarat' },
    });
  });

  it('gives each city a unique CityId, a CityName and its state.StateName', () => {
    for (const city of cities) {
      expect(Number.isInteger(city.CityId)).toBe(true);
      expect(typeof city.CityName).toBe('string');
      expect(city.CityName.length).toBeGreaterThan(0);
      expect(typeof city.state.StateName).toBe('string');
      expect(city.state.StateName.length).toBeGreaterThan(0);
    }
    expect(new Set(cities.map((city) => city.CityId)).size).toBe(cities.length);
  });

  it('answers a search with the best matches first: exact, then prefix, at most 50', async () => {
    const response = await t.inject({ url: '/api/cities-list?Search=surat' });
    expect(response.statusCode).toBe(200);
    const found = response.json<ApiEnvelope<City[]>>().data!;
    expect(found[0]).toMatchObject({ CityName: 'Surat', state: { StateName: 'Gujarat' } });
    expect(found.length).toBeLessThanOrEqual(50);
    for (const city of found) expect(city.CityName.toLowerCase()).toContain('surat');
    const prefixes = found.filter((city) => city.CityName.toLowerCase().startsWith('surat'));
    expect(found.slice(0, prefixes.length)).toEqual(prefixes);
    const big = (await t.inject({ url: '/api/cities-list?Search=a' })).json<ApiEnvelope<City[]>>()
      .data!;
    expect(big).toHaveLength(50);
  });

  it('answers one city by CityId, nothing for an unknown one, 422 for a bad one', async () => {
    const ahmedabad = cities.find((city) => city.CityName === DEFAULT_CITY_NAME)!;
    const one = await t.inject({ url: `/api/cities-list?CityId=${ahmedabad.CityId}` });
    expect(one.json<ApiEnvelope<City[]>>().data).toEqual([ahmedabad]);
    const none = await t.inject({ url: '/api/cities-list?CityId=999999' });
    expect(none.json<ApiEnvelope<City[]>>().data).toEqual([]);
    expect((await t.inject({ url: '/api/cities-list?CityId=abc' })).statusCode).toBe(422);
  });
});
