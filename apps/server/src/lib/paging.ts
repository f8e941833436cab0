import type { PgSelect } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, type PageMeta, type PageQuery } from '@yaar/shared';

/** One page of a list: what the query asked for, as SQL's LIMIT and OFFSET. */
export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** The page asked for, or undefined when the caller sent neither Page nor PageSize (every row). */
export function pageWindow(
  query: PageQuery,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): PageWindow | undefined {
  if (query.Page === undefined && query.PageSize === undefined) return undefined;
  const page = query.Page ?? 1;
  const pageSize = query.PageSize ?? defaultPageSize;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * A page of rows and its `meta`. `countRows(cap)` counts the matches; with `cap` set (a search,
 * where counting every match costs more than the page), it may stop past `cap`, and the answer
 * says `totalCapped`.
 */
export async function readPage<T>(
  window: PageWindow,
  fetchRows: (window: PageWindow) => Promise<T[]>,
  countRows: (cap?: number) => Promise<number>,
  cap?: number,
): Promise<{ rows: T[]; meta: PageMeta }> {
  const [rows, counted] = await Promise.all([fetchRows(window), countRows(cap)]);
  return { rows, meta: pageMeta(window, counted, cap) };
}

/** The `meta` of a page whose filter matched `counted` rows (counted up to `cap` + 1 when set). */
export function pageMeta(window: PageWindow, counted: number, cap?: number): PageMeta {
  const meta: PageMeta = { total: counted, page: window.page, pageSize: window.pageSize };
  return cap !== undefined && counted > cap ? { ...meta, total: cap, totalCapped: true } : meta;
}

/**
 * The one list rule of both APIs: with Page or PageSize, that page and its `meta` (a page past the
 * end is an empty `rows` with the true `total`, never an error); without them every row
 * (`unpaged: 'every row'`) or the first page (`'first page'`, for lists that grow without end).
 */
export async function pagedList<T>(
  query: PageQuery,
  list: {
    fetchRows: (window?: PageWindow) => Promise<T[]>;
    countRows: (cap?: number) => Promise<number>;
    unpaged: 'every row' | 'first page';
    defaultPageSize?: number;
    cap?: number;
  },
): Promise<{ rows: T[]; meta?: PageMeta }> {
  const window =
    pageWindow(query, list.defaultPageSize) ??
    (list.unpaged === 'first page' ? pageWindow({ Page: 1 }, list.defaultPageSize) : undefined);
  if (!window) return { rows: await list.fetchRows() };
  return readPage(window, list.fetchRows, list.countRows, list.cap);
}

/** A drizzle select (`.$dynamic()`) limited to the page; every row without one. */
export const withPage = <T extends PgSelect>(query: T, page?: PageWindow): T =>
  page ? query.limit(page.limit).offset(page.offset) : query;

/**
 * The same rule over rows already in memory (a list whose filter is a rule in code, not SQL, such
 * as the referral states): that page and its meta, or every row without Page/PageSize.
 */
export const pagedRows = <T>(query: PageQuery, rows: readonly T[]) =>
  pagedList(query, {
    fetchRows: async (window) =>
      window ? rows.slice(window.offset, window.offset + window.limit) : [...rows],
    countRows: async () => rows.length,
    unpaged: 'every row',
  });
