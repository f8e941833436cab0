import { CITY_SEARCH_LIMIT, rankByLabel, type CitiesQuery, type City } from '@yaar/shared';
import type { AppContext } from '../../context';
import { listCities } from './cities.repository';

let cached: Promise<City[]> | undefined;

/** The city list changes only with a seed: read it once per process. */
export function getCities(ctx: AppContext): Promise<City[]> {
  cached ??= listCities(ctx.db).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Every city, the best matches of a search, or one city by id (see citiesQuerySchema). */
export async function findCities(ctx: AppContext, query: CitiesQuery): Promise<City[]> {
  const all = await getCities(ctx);
  if (query.CityId !== undefined) return all.filter((city) => city.CityId === query.CityId);
  if (query.Search === undefined) return all;
  return rankByLabel(all, query.Search, (city) => city.CityName, CITY_SEARCH_LIMIT);
}

export { cityExists, findStateName } from './cities.repository';
