import type { FilterSpec } from '@/lib/filter-specs';
import { blankFilters, useListQuery } from './use-list-query';
import { usePagedList, type PagedListSource } from './use-paged-list';

interface FilteredListOptions<Key extends string> {
  /** The `FilterBar`'s id prefix. */
  idPrefix: string;
  specs: readonly FilterSpec<Key>[];
  /** Each filter's value when the address gives none; blank ('All') unless given. */
  defaults?: Record<Key, string>;
  /** Each filter's column classes. */
  column?: string;
  pageSize?: number;
}

/**
 * A list screen's wiring: its filters in the address (`useListQuery`), its page from `source`
 * (`usePagedList`) and the `ListView` props they make: `<ListView {...view} columns … />`, whose
 * `filterBar` (the `FilterBar`'s props) `ListView` shows above the rows.
 */
export function useFilteredList<Row, Key extends string = string>(
  source: PagedListSource & { key: readonly unknown[] },
  {
    idPrefix,
    specs,
    defaults = blankFilters(specs),
    column,
    pageSize = 25,
  }: FilteredListOptions<Key>,
) {
  const list = useListQuery({ defaults, pageSize });
  const page = usePagedList<Row>(source, list.pageQuery);
  const filterBar = { idPrefix, ...list.filterBar, specs, column };
  return { list, view: { page, onPageChange: list.setPage, filterBar } };
}
