import type { City } from '@yaar/shared';
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

export { cityExists } from './cities.repository';
