import type { FollowUp, LeadListItem, StatusCatalogue, UserPick } from '@yaar/shared';
import { leadMessages } from '@yaar/shared';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Card } from 'react-bootstrap';
import { StaleSince } from '@/components/ui/stale-since';
import { DataTable } from '@/components/ui/data-table';
import { FoldedFilters } from '@/components/ui/folded-filters';
import { loadFailure } from '@/components/ui/error-state';
import { ListPagination } from '@/components/ui/pagination';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useOpenedRecord } from '@/hooks/use-open-panels';
import { useAuth } from '@/lib/auth';
import { useLeads } from '../api/get-leads';
import { useDeleteLeadFlow } from '../hooks/use-delete-lead-flow';
import { useLeadsFilters } from '../hooks/use-leads-filters';
import { canChangeLead, LeadActions } from './lead-actions';
import { LeadCard } from './lead-card';
import { LeadDetailsModal, type RenderTimeline, type RenderVisits } from './lead-details-modal';
import { LeadViewChip } from './lead-view-chip';
import { leadsColumns } from './leads-columns';
import { LeadsFilters } from './leads-filters';
import { LeadsSortSelect } from './leads-sort-select';
import { LeadsToolbar } from './leads-toolbar';
import { TransferLeadModal } from './transfer-lead-modal';
import { fromTableSort, toTableSort } from '../utils/lead-views';
import '@/styles/leads.css';

interface LeadsListProps {
  /** The followUp route parameter: Overdue, Today, Upcoming, Pending, Completed or Referral. */
  followUp: string | undefined;
  catalogue: StatusCatalogue;
  /** Active employees, for the administrator's filter and the transfer picker. */
  employees: UserPick[];
  /** The details modal's Follow Up Details (the follow-ups feature's, put in by the route). */
  renderFollowUps?: (followUps: FollowUp[]) => ReactNode;
  /** The details modal's Visits with "I'm here" (the visits feature's, put in by the route). */
  renderVisits?: RenderVisits;
  renderTimeline?: RenderTimeline;
}

/** Leads list (spec 1 §2.7): filters, Export Leads, Create New Lead, the leads and their actions. */
export function LeadsList({
  followUp,
  catalogue,
  employees,
  renderFollowUps,
  renderVisits,
  renderTimeline,
}: LeadsListProps) {
  const { user, isAdmin } = useAuth();
  const controls = useLeadsFilters(followUp, user?.id ?? 0);
  const leads = useLeads(controls.query);
  const handleDelete = useDeleteLeadFlow();
  const viewing = useOpenedRecord<number>();
  const transferring = useOpenedRecord<LeadListItem>();
  const columns = useMemo(() => leadsColumns(followUp), [followUp]);
  const isPhone = useMediaQuery(SMALL_SCREEN_QUERY);

  const actionsOf = (lead: LeadListItem) => (
    <LeadActions
      lead={lead}
      followUp={followUp}
      canChange={user ? canChangeLead(lead, user) : false}
      onView={() => viewing.open(lead.id)}
      onDelete={() => void handleDelete(lead)}
      onTransfer={transferring.open}
    />
  );
  const rows = leads.data?.leads;
  const meta = leads.isError ? null : leads.data?.meta;

  return (
    <section className="section">
      <Card className="leads-card">
        <Card.Body className="p-2 p-sm-3">
          <LeadViewChip followUp={followUp} />
          <StaleSince query={leads} className="mb-2 mt-1" />
          <FoldedFilters
            folded={isPhone}
            activeCount={
              [
                controls.filters.employeeId,
                controls.filters.mainStatus,
                controls.filters.subStatus,
                controls.filters.search,
              ].filter((value) => value !== '').length
            }
          >
            <LeadsFilters
              controls={controls}
              catalogue={catalogue}
              employees={isAdmin ? employees : null}
            />
          </FoldedFilters>
          <LeadsToolbar
            query={controls.query}
            canExport={isAdmin}
            start={
              isPhone ? (
                <LeadsSortSelect
                  sort={controls.sort}
                  defaultSort={controls.defaultSort}
                  onChange={controls.setSort}
                />
              ) : null
            }
          />
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(lead) => lead.id}
            loading={leads.isPending || leads.isPlaceholderData}
            emptyText={leadMessages.noLeads}
            error={loadFailure('the leads', leads)}
            rowActions={{ header: 'Action', render: actionsOf }}
            sort={toTableSort(controls.sort)}
            onSortChange={(next) => {
              const sort = fromTableSort(next);
              if (sort) controls.setSort(sort);
            }}
            className="leads-table"
            cardsLabel="Leads"
            cardClassName="card lead-card"
            renderCard={(lead) => (
              <LeadCard
                lead={lead}
                followUp={followUp}
                actions={actionsOf(lead)}
                onOpen={() => viewing.open(lead.id)}
              />
            )}
          />
          {meta ? (
            <ListPagination
              meta={meta}
              rowsOnPage={rows?.length ?? 0}
              onPageChange={controls.setPage}
            />
          ) : null}
        </Card.Body>
      </Card>
      <LeadDetailsModal
        leadId={viewing.record}
        onHide={viewing.close}
        renderFollowUps={renderFollowUps}
        renderVisits={renderVisits}
        renderTimeline={renderTimeline}
      />
      <TransferLeadModal
        lead={transferring.record}
        employees={employees}
        onHide={transferring.close}
      />
    </section>
  );
}
