import { CITY_SEARCH_LIMIT, rankByLabel, type CitiesQuery, type City } from '@yaar/shared';
import type { AppContext } from '../../context';
import { listCities } from './cities.repository';

const cached = new WeakMap<AppContext['db'], Promise<City[]>>();

/** The city list changes only with a seed: read it once per database the process serves. */
export function getCities(ctx: AppContext): Promise<City[]> {
  let cities = cached.get(ctx.db);
  if (!cities) {
    cities = listCities(ctx.db).catch((error: unknown) => {
      cached.delete(ctx.db);
      throw error;
    });
    cached.set(ctx.db, cities);
  }
  return cities;
}

/** Every city, the best matches of a search, or one city by id (see citiesQuerySchema). */
export async function findCities(ctx: AppContext, query: CitiesQuery): Promise<City[]> {
  const all = await getCities(ctx);
  if (query.CityId !== undefined) return all.filter((city) => city.CityId === query.CityId);
  if (query.Search === undefined) return all;
  return rankByLabel(all, query.Search, (city) => city.CityName, CITY_SEARCH_LIMIT);
}

export { cityExists, findStateName } from './cities.repository';
