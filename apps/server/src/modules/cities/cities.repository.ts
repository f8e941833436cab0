import { asc, eq, sql } from 'drizzle-orm';
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

/** The state's name as the reference data spells it, found case-insensitively. */
export const findStateName = async (db: Executor, name: string) =>
  (
    await db
      .select({ name: states.name })
      .from(states)
      .where(sql`lower(${states.name}) = lower(${name})`)
  )[0]?.name;
