import type { PageMeta } from '@yaar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { api } from '@/lib/api';

/** One page of a list as the screen shows it. */
export interface ListPage<Row> {
  rows: Row[];
  meta: PageMeta | null;
}

export interface PagedListSource {
  /** The API that answers: `api` (the default) or `oyaarApi`. */
  client?: ApiClient;
  /** The call's path, from the domain's `<domain>Paths`. */
  path: string;
  /** GET (the query in the address) or POST (the query as the body, the default). */
  method?: 'GET' | 'POST';
}

/** Asks for one page; a failure throws (the list shows it with Retry). */
export async function fetchPage<Row>(
  { client = api, path, method = 'POST' }: PagedListSource,
  query: Record<string, unknown>,
): Promise<ListPage<Row>> {
  const answer =
    method === 'GET'
      ? await client.get<Row[]>(path, {
          query: query as Record<string, string | number | undefined>,
        })
      : await client.post<Row[]>(path, query);
  return { rows: answer.data ?? [], meta: answer.meta ?? null };
}

/**
 * A list's page from either API, cached under `key` + the query. The previous page stays on
 * screen while the next loads (`isPlaceholderData`).
 */
export const usePagedList = <Row>(
  source: PagedListSource & { key: readonly unknown[] },
  query: Record<string, unknown>,
) =>
  useQuery({
    queryKey: [...source.key, query],
    queryFn: () => fetchPage<Row>(source, query),
    placeholderData: keepPreviousData,
  });
