import type { LeadListItem } from '@yaar/shared';
import { leadPaths } from '@yaar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent, KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api';
import { pathTo } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { t } from '@/lib/i18n/language';

/** How many matches the box shows; Enter opens the whole list. */
const QUICK_RESULTS = 8;
const MIN_CHARS = 2;

const leadsMatching = async (search: string) => {
  const answer = await api.post<LeadListItem[]>(
    leadPaths.leadsList,
    { Search: search, Page: 1, PageSize: QUICK_RESULTS },
    { skipGlobalAlert: true },
  );
  return answer.data ?? [];
};

/** Leads list filtered by a search (its `search` address parameter). */
const leadsSearchPath = (search: string) =>
  `${pathTo('Leads')}?${new URLSearchParams({ search }).toString()}`;

/**
 * The header's search bar (spec 1 §2.1): the leads whose company, owner or mobile number holds
 * the typed text, from every screen. A match opens the leads list on that lead's number; Enter
 * opens it on the typed text.
 */
export function QuickSearch({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(text.trim(), 250);
  const enabled = search.length >= MIN_CHARS;
  const found = useQuery({
    queryKey: [...queryKeys.leads, 'quick-search', search],
    queryFn: () => leadsMatching(search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const results = enabled ? (found.data ?? []) : [];

  const go = (path: string) => {
    setText('');
    setActive(-1);
    onDone?.();
    void navigate(path);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const picked = results[active];
    if (picked) go(leadsSearchPath(picked.MobileNo));
    else if (text.trim()) go(leadsSearchPath(text.trim()));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, -1), results.length - 1));
    } else if (event.key === 'Escape') {
      setText('');
      onDone?.();
    }
  };

  const listId = `${id}-results`;
  const open = enabled && text.trim().length >= MIN_CHARS;
  return (
    <form role="search" className="quick-search" onSubmit={handleSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('Search leads')}
      </label>
      <i className="bi bi-search quick-search-icon" aria-hidden="true" />
      <input
        id={`${id}-input`}
        type="search"
        className="form-control"
        placeholder={t('Search leads: company, owner or mobile')}
        autoComplete="off"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-result-${active}` : undefined}
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
      />
      {open ? (
        <ul id={listId} role="listbox" className="quick-search-results list-unstyled shadow">
          {found.isError ? (
            <li className="quick-search-note">
              {t('Could not search the leads. Check the connection.')}
            </li>
          ) : results.length === 0 ? (
            <li className="quick-search-note">
              {t(found.isFetching ? 'Searching…' : 'No leads match.')}
            </li>
          ) : (
            results.map((lead, index) => (
              <li
                key={lead.id}
                id={`${id}-result-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(leadsSearchPath(lead.MobileNo));
                }}
              >
                <span className="fw-semibold">{lead.CompanyName || lead.OwnerName}</span>
                <span className="quick-search-meta">
                  {[lead.CompanyName ? lead.OwnerName : '', lead.MobileNo, lead.CityName]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </form>
  );
}
