import { sql } from 'drizzle-orm';
import { STATUS_CATALOGUE } from '@yaar/shared';
import type { Executor } from '../client';
import { textArray } from '../sql-arrays';
import { loadIndianCities } from './india-cities';

/**
 * Cities and states of India from the maintained `country-state-city` package, and the lead
 * status catalogue. Set-based and idempotent: run at every start, it adds only what is missing.
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  const cities = await loadIndianCities();
  const cityStates = cities.map(([, state]) => state);
  await db.execute(sql`
    insert into states (name)
    select distinct unnest(${textArray([...new Set(cityStates)])})
    on conflict (name) do nothing`);
  await db.execute(sql`
    insert into cities (name, state_id)
    select c.name, s.id
    from unnest(${textArray(cities.map(([city]) => city))}, ${textArray(cityStates)}) as c(name, state)
    join states s on s.name = c.state
    on conflict (name, state_id) do nothing`);
  const entries = Object.entries(STATUS_CATALOGUE).flatMap(([main, subs]) =>
    subs.map((sub) => [main, sub] as const),
  );
  await db.execute(sql`
    insert into lead_statuses (main_status, sub_status)
    select * from unnest(${textArray(entries.map((e) => e[0]))}, ${textArray(entries.map((e) => e[1]))})
    on conflict (main_status, sub_status) do nothing`);
}
