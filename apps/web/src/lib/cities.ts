import type { City } from '@yaar/shared';
import { DEFAULT_CITY_NAME, citiesPaths } from '@yaar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * Cities on demand (spec 1 §7 `GET /cities-list`, with its `Search` and `CityId` query): a picker
 * asks for the best 50 matches of what is typed and for the one city it shows, never the whole
 * list of about 4,300. A failure is only logged (spec 1 §8), and the picker shows no options.
 */
async function fetchCities(query: URLSearchParams): Promise<City[]> {
  try {
    const answer = await api.get<City[]>(`${citiesPaths.citiesList}?${query.toString()}`, {
      skipGlobalAlert: true,
    });
    return answer.data ?? [];
  } catch (error) {
    console.error('Could not load the cities', error);
    throw error;
  }
}

export const cityKeys = {
  search: (search: string) => ['cities', 'search', search] as const,
  byId: (id: number) => ['cities', 'id', id] as const,
};

export const searchCities = (search: string) =>
  fetchCities(new URLSearchParams({ Search: search }));

export const getCity = async (id: number) =>
  (await fetchCities(new URLSearchParams({ CityId: String(id) })))[0] ?? null;

/** The best matches of `search` (the first 50 alphabetically when empty), once `enabled`. */
export const useCitySearch = (search: string, enabled = true) =>
  useQuery({
    queryKey: cityKeys.search(search.trim().toLowerCase()),
    queryFn: () => searchCities(search.trim()),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One city by id (null: none). */
export const useCity = (id: number | null) =>
  useQuery({
    queryKey: cityKeys.byId(id ?? 0),
    queryFn: () => getCity(id ?? 0),
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });

/** The default city of a new lead (spec 1 §9: Ahmedabad). */
export function useDefaultCity() {
  const found = useCitySearch(DEFAULT_CITY_NAME);
  const city = found.data?.find((item) => item.CityName === DEFAULT_CITY_NAME) ?? null;
  return { city, isPending: found.isPending, fetchStatus: found.fetchStatus };
}
