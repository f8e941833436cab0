import type { City } from '@yaar/shared';
import { citiesPaths } from '@yaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /cities-list`: about 4,300 cities of India. A failure throws. */
export async function getCities(): Promise<City[]> {
  const answer = await api.get<City[]>(citiesPaths.citiesList);
  return answer.data ?? [];
}

export const citiesQueryOptions = () =>
  queryOptions({ queryKey: ['cities'], queryFn: getCities, staleTime: Infinity });

export const useCities = () => useQuery(citiesQueryOptions());
