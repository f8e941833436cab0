import type { AnalyticsCompany } from '@yaar/shared';
import {
  addDays,
  analyticsMessages,
  REMINDER_RANGE_DAYS,
  REMINDER_SEARCH_DEBOUNCE_MS,
} from '@yaar/shared';
import { ExportButton } from '@/components/ui/export-button';
import { FilterBar } from '@/components/ui/filter-bar';
import { dateRangeFilters } from '@/lib/filter-specs';
import { SearchField } from '@/components/ui/search-field';
import { ListView } from '@/components/ui/list-view';
import { useListQuery } from '@/hooks/use-list-query';
import { usePagedList } from '@/hooks/use-paged-list';
import { businessTodayIso } from '@/lib/dates';
import { oyaarApi } from '@/lib/api';
import { countingsSource } from '../api/analytics';
import { CompanyCard } from './company-card';
import { t } from '@/lib/i18n/language';

const today = businessTodayIso();

/**
 * A date range's 'From' or 'To', keyed with its sense: 'To' alone is "to whom" elsewhere (the
 * announcements), another word in Gujarati and Hindi. English shows the word as it is.
 */
const dateEdge = (edge: 'From' | 'To') => {
  const translated = edge === 'From' ? t('From (a date range)') : t('To (a date range)');
  return translated.endsWith('(a date range)') ? edge : translated;
};

/**
 * Reminder Analytics (spec 2 §2, §9): one card per company whose owner's licence runs, with the
 * reminders it sent from 17 days ago to today (or the range chosen), a search that waits 500 ms,
 * and the export.
 */
export function RemindersAnalysis() {
  const list = useListQuery({
    defaults: { EntryFrom: addDays(today, -REMINDER_RANGE_DAYS), EntryTo: today },
    pageSize: 24,
    debounceMs: REMINDER_SEARCH_DEBOUNCE_MS,
    search: {
      id: 'reminders-search',
      label: 'Search companies',
      placeholder: 'Company, owner or mobile',
    },
  });
  const query = { ...list.pageQuery, Search: list.query.search };
  const page = usePagedList<AnalyticsCompany>(countingsSource, query);
  return (
    <ListView
      page={page}
      what="the reminder analytics"
      columns={[]}
      cards="always"
      renderCard={(company) => <CompanyCard company={company} />}
      emptyText="No companies with a running license sent reminders in this range."
      cardsLabel="Companies"
      onPageChange={list.setPage}
      filters={
        <div className="row g-2 align-items-end">
          <div className="col-12 col-lg-6">
            <FilterBar
              idPrefix="reminders"
              {...list.filterBar}
              column="col-6"
              specs={dateRangeFilters(
                t('To date must be on or after From date.'),
                ['EntryFrom', dateEdge('From')],
                ['EntryTo', dateEdge('To')],
              )}
            />
          </div>
          <SearchField search={list.searchField} className="col-12 col-sm-8 col-lg-4 mb-3" />
        </div>
      }
      toolbar={
        <ExportButton
          label="Export"
          client={oyaarApi}
          path={countingsSource.path}
          fileName={analyticsMessages.remindersFile}
          body={() => ({ ...list.filters, Search: list.query.search, ExportCompany: 1 })}
        />
      }
    />
  );
}
