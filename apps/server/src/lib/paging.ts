import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { countOf } from './rows';
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
 * One list as a repository gives it: `select()` is its select (columns under their API names,
 * joins and filter, `.$dynamic()`), `order` its order. The kit adds the rest, one way for every
 * list: `page(window)` (every row without one), `count()` (the very select it pages, `countOf`)
 * and `all()` in the list's order (an export or a cursor).
 */
export function selectList<T extends PgSelect>(
  db: Executor,
  select: () => T,
  order: (SQL | SQL.Aliased | PgColumn)[],
) {
  const ordered = () => select().orderBy(...order);
  return {
    page: (window?: PageWindow) => withPage(ordered(), window),
    count: () => countOf(db, select()),
    all: ordered,
  };
}

/** A row of a select: what awaiting it answers one of. */
export type RowOf<T> = Awaited<T> extends readonly (infer R)[] ? R : never;

/**
 * A `selectList` answered by the one page rule (`pagedList`): that page and its `meta`, or without
 * Page/PageSize every row (`unpaged: 'every row'`) or the first page (`'first page'`).
 */
export const pagedSelect = <T extends PgSelect>(
  query: PageQuery,
  list: ReturnType<typeof selectList<T>>,
  options: { unpaged: 'every row' | 'first page'; defaultPageSize?: number },
) =>
  pagedList<RowOf<T>>(query, {
    fetchRows: async (window) => (await list.page(window)) as RowOf<T>[],
    countRows: list.count,
    ...options,
  });
