import type { AnalyticsUser, CompanyFilter } from '@yaar/shared';
import { analyticsMessages, analyticsPaths, COMPANY_FILTERS } from '@yaar/shared';
import { useState } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import { DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-state';
import { ExportButton } from '@/components/ui/export-button';
import { ListPagination } from '@/components/ui/pagination';
import { oyaarApi } from '@/lib/api';
import { useAnalytics } from '../api/analytics';
import { AnalyticsRange, type DayRange } from './analytics-range';
import { CompanyCard } from './company-card';
import { t } from '@/lib/i18n/language';

const PAGE_SIZE = 24;
const countOf = { All: 'Companies', Active: 'Active', Expired: 'Expired' } as const;

/**
 * Registered Companies: All, Active and Expired (each with its count once used), a card per
 * company, pages, and Export Company (company_licenses.xlsx).
 */
export function CompaniesBody({ range }: { range: DayRange }) {
  const [filter, setFilter] = useState<CompanyFilter>('All');
  const [used, setUsed] = useState<CompanyFilter[]>(['All']);
  const [page, setPage] = useState(1);
  const analytics = useAnalytics({
    ...range,
    FilterCompany: filter,
    Page: page,
    PageSize: PAGE_SIZE,
  });
  const counts = analytics.data?.counts;
  const choose = (next: CompanyFilter) => {
    setFilter(next);
    setPage(1);
    if (!used.includes(next)) setUsed([...used, next]);
  };
  return (
    <>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3">
        <ButtonGroup aria-label={t('Licence state')}>
          {COMPANY_FILTERS.map((name) => (
            <Button
              key={name}
              variant={filter === name ? 'primary' : 'outline-primary'}
              aria-pressed={filter === name}
              onClick={() => choose(name)}
            >
              {t(name)}
              {counts && used.includes(name) ? ` (${counts[countOf[name]]})` : ''}
            </Button>
          ))}
        </ButtonGroup>
        <ExportButton
          label="Export Company"
          client={oyaarApi}
          path={analyticsPaths.analytics}
          fileName={analyticsMessages.companiesFile}
          body={() => ({ ...range, FilterCompany: filter, ExportCompany: 1 })}
        />
      </div>
      <QueryError what="the companies" query={analytics} />
      <DataTable
        columns={[]}
        cards="always"
        rows={analytics.data?.companies}
        loading={analytics.isPending || analytics.isPlaceholderData}
        rowKey={(company) => company.id}
        renderCard={(company) => <CompanyCard company={company} />}
        emptyText="No companies registered in this range."
        cardsLabel="Companies"
      />
      {counts ? (
        <ListPagination
          meta={{ total: counts[countOf[filter]], page, pageSize: PAGE_SIZE }}
          rowsOnPage={analytics.data?.companies.length ?? 0}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}

/** Registered Users: its own dates, a card per user (Name, MobileNo), pages, Export Users. */
export function UsersBody({ initial }: { initial: DayRange }) {
  const [range, setRange] = useState(initial);
  const [page, setPage] = useState(1);
  const analytics = useAnalytics({ ...range, Page: page, PageSize: PAGE_SIZE });
  return (
    <>
      <div className="d-flex flex-wrap column-gap-2 justify-content-between align-items-start mb-3">
        <AnalyticsRange
          idPrefix="analytics-users"
          initial={initial}
          onSearch={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <ExportButton
          label="Export Users"
          client={oyaarApi}
          path={analyticsPaths.analytics}
          fileName={analyticsMessages.usersFile}
          body={() => ({ ...range, ExportUsers: 1 })}
        />
      </div>
      <QueryError what="the users" query={analytics} />
      <DataTable<AnalyticsUser>
        columns={[]}
        cards="always"
        rows={analytics.data?.users}
        loading={analytics.isPending || analytics.isPlaceholderData}
        rowKey={(user) => user.id}
        renderCard={(user) => (
          <div className="card-body p-3">
            <div className="fw-semibold text-break">{user.Name || t('N/A')}</div>
            <div className="small">
              <i className="bi bi-telephone me-1" aria-hidden="true" />
              {user.MobileNo}
            </div>
          </div>
        )}
        emptyText="No users registered in this range."
        cardsLabel="Users"
      />
      {analytics.data ? (
        <ListPagination
          meta={{ total: analytics.data.counts.Users, page, pageSize: PAGE_SIZE }}
          rowsOnPage={analytics.data.users.length}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
