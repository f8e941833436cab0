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
});
