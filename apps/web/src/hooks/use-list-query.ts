import { MAX_PAGE_SIZE } from '@yaar/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { blankFields } from '@/lib/form-values';
import { withoutBlanks } from '@/lib/pick-options';
import { useDebouncedValue } from './use-debounced-value';

/** The address's keys for the search box, the page and the page size. */
export const LIST_QUERY_KEYS = { search: 'search', page: 'page', pageSize: 'pageSize' } as const;

export interface ListQueryOptions<F extends Record<string, string>> {
  /** Every filter with its value when the address gives none (a view's own filters). */
  defaults: F;
  pageSize: number;
  /** How long typing must pause before the search is asked for. */
  debounceMs?: number;
  /** The list's search box (`SearchField search={list.searchField}`): its id, label, placeholder. */
  search?: SearchSettings;
}

export interface SearchSettings {
  id: string;
  label: string;
  placeholder: string;
}

/** A search box bound to its list: its settings, what it shows and where each key stroke goes. */
export interface ListSearch extends SearchSettings {
  value: string;
  onSearch: (text: string) => void;
}

/** What a list's query is built from: feed it to the domain's query (and its query key). */
export interface ListQueryParams<F> {
  filters: F;
  /** The debounced, trimmed search ('' for none). */
  search: string;
  page: number;
  pageSize: number;
}

/** `defaults` of a list whose filters (its `FilterBar` specs) all start blank ('All'). */
export const blankFilters = <K extends string>(specs: readonly { key: K }[]) =>
  blankFields(...specs.map((spec) => spec.key));

const positiveInt = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const parsed = value !== null && /^\d+$/.test(value) ? Number(value) : NaN;
  return parsed >= 1 && parsed <= max ? parsed : fallback;
};

/**
 * A list's filters, search, page and page size, kept in the address's search params so that a
 * view can be shared and survives a reload. A value equal to its default is left out of the
 * address. A filter or search change goes back to page 1. Changes replace the history entry, so
 * Back still leaves the screen.
 */
export function useListQuery<F extends Record<string, string>>(options: ListQueryOptions<F>) {
  const { defaults, pageSize: defaultPageSize, debounceMs = 350 } = options;
  const [params, setParams] = useSearchParams();

  const filters = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as F;
  const addressSearch = params.get(LIST_QUERY_KEYS.search) ?? '';
  const page = positiveInt(params.get(LIST_QUERY_KEYS.page), 1);
  const pageSize = positiveInt(
    params.get(LIST_QUERY_KEYS.pageSize),
    defaultPageSize,
    MAX_PAGE_SIZE,
  );

  /** Writes the changes (a default value removes its key); `page` is dropped unless given. */
  const write = (changes: Record<string, string | number>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!keepPage) next.delete(LIST_QUERY_KEYS.page);
        for (const [key, value] of Object.entries(changes)) {
          const text = String(value);
          if (text === defaultOf(key)) next.delete(key);
          else next.set(key, text);
        }
        return next;
      },
      { replace: true },
    );
  const defaultOf = (key: string) =>
    key === LIST_QUERY_KEYS.page
      ? '1'
      : key === LIST_QUERY_KEYS.search
        ? ''
        : key === LIST_QUERY_KEYS.pageSize
          ? String(defaultPageSize)
          : defaults[key];

  // The box shows every key stroke; the address (and the query) gets the search once typing pauses.
  const [searchBox, setSearchBox] = useState(addressSearch);
  const [seenAddressSearch, setSeenAddressSearch] = useState(addressSearch);
  if (addressSearch !== seenAddressSearch) {
    // The address changed on its own (Back, a shared link): the box follows it.
    setSeenAddressSearch(addressSearch);
    if (addressSearch !== searchBox.trim()) setSearchBox(addressSearch);
  }
  const debounced = useDebouncedValue(searchBox.trim(), debounceMs);
  const searchSettled = useEffectEvent((search: string) => {
    if (search !== addressSearch) write({ [LIST_QUERY_KEYS.search]: search });
  });
  const lastDebounced = useRef(debounced);
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    searchSettled(debounced);
  }, [debounced]);

  const query: ListQueryParams<F> = { filters, search: addressSearch, page, pageSize };
  const setFilters = (changes: Partial<F>) => write(changes as Record<string, string>);
  return {
    /** The filters as the address holds them. */
    filters,
    /** Sets some filters; back to page 1. */
    setFilters,
    /** A `FilterBar`'s binding to the list: `<FilterBar {...list.filterBar} idPrefix specs />`. */
    filterBar: { filters, onChange: setFilters },
    /** The search box's value (not debounced). */
    searchBox,
    setSearch: setSearchBox,
    /** The search box's props, when the options name its settings. */
    searchField:
      options.search &&
      ({ ...options.search, value: searchBox, onSearch: setSearchBox } satisfies ListSearch),
    page,
    pageSize,
    setPage: (next: number) => write({ [LIST_QUERY_KEYS.page]: next }, true),
    setPageSize: (size: number) => write({ [LIST_QUERY_KEYS.pageSize]: size }),
    /** Everything the list's query needs. */
    query,
    /** The API's page query: the chosen filters (blanks left out), `Page` and `PageSize`. */
    pageQuery: { ...withoutBlanks(filters), Page: page, PageSize: pageSize } as Partial<F> & {
      Page: number;
      PageSize: number;
    },
  };
}
