import { asc, eq } from 'drizzle-orm';
import type { City } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { cities, states } from '../../db/schema';

export async function listCities(db: Executor): Promise<City[]> {
  const rows = await db
    .select({ CityId: cities.id, CityName: cities.name, StateName: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(cities.name), asc(states.name));
  return rows.map(({ StateName, ...city }) => ({ ...city, state: { StateName } }));
}

export const cityExists = async (db: Executor, cityId: number) =>
  (await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1)).length >
  0;
