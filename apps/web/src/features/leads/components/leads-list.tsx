import type { LeadListItem, StatusCatalogue, UserPick } from '@yaar/shared';
import { leadMessages } from '@yaar/shared';
import { useState } from 'react';
import { Button, Card, Spinner as InlineSpinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { ListPagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useAuth } from '@/lib/auth';
import { toastApiError } from '@/lib/form-errors';
import { pathTo } from '@/lib/paths';
import { useExportLeads } from '../api/export-leads';
import { useLeads } from '../api/get-leads';
import { useDeleteLeadFlow } from '../hooks/use-delete-lead-flow';
import { useLeadsFilters } from '../hooks/use-leads-filters';
import { canChangeLead } from './lead-actions';
import { LeadCards } from './lead-cards';
import { LeadDetailsModal } from './lead-details-modal';
import { LeadsFilters } from './leads-filters';
import { LeadsTable } from './leads-table';
import { TransferLeadModal } from './transfer-lead-modal';
import '@/styles/leads.css';

interface LeadsListProps {
  /** The followUp route parameter: Overdue, Today, Upcoming, Pending, Completed or Referral. */
  followUp: string | undefined;
  catalogue: StatusCatalogue;
  /** Active employees, for the administrator's filter and the transfer picker. */
  employees: UserPick[];
}

/** Leads list (spec 1 §2.7): filters, Export Leads, Create New Lead, the leads and their actions. */
export function LeadsList({ followUp, catalogue, employees }: LeadsListProps) {
  const { user, isAdmin } = useAuth();
  const ownId = user?.id ?? 0;
  const controls = useLeadsFilters(followUp, ownId);
  const leads = useLeads(controls.query);
  const exportMutation = useExportLeads();
  const handleDelete = useDeleteLeadFlow();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const [viewing, setViewing] = useState<number | null>(null);
  const [transferring, setTransferring] = useState<LeadListItem | null>(null);

  const handleExport = async () => {
    try {
      await exportMutation.mutateAsync(controls.query);
    } catch (error) {
      toastApiError(error);
    }
  };

  const loading = leads.isPending || leads.isPlaceholderData;
  const rows = leads.data?.leads ?? [];
  const meta = leads.data?.meta;
  const View = isSmallScreen ? LeadCards : LeadsTable;

  return (
    <section className="section">
      <Card className="leads-card">
        <Card.Body className="p-2 p-sm-3">
          <LeadsFilters
            controls={controls}
            catalogue={catalogue}
            employees={isAdmin ? employees : null}
          />
          <div className="leads-toolbar d-flex flex-wrap justify-content-end gap-2 my-3">
            {isAdmin ? (
              <Button
                variant="success"
                disabled={exportMutation.isPending}
                onClick={() => void handleExport()}
              >
                {exportMutation.isPending ? (
                  <InlineSpinner size="sm" className="me-2" aria-hidden="true" />
                ) : (
                  <i className="bi bi-file-earmark-excel me-2" aria-hidden="true" />
                )}
                Export Leads
              </Button>
            ) : null}
            <Link to={pathTo('LeadCreate')} className="btn btn-primary">
              <i className="bi bi-plus-lg me-2" aria-hidden="true" />
              Create New Lead
            </Link>
          </div>
          {loading ? (
            <Spinner />
          ) : rows.length === 0 ? (
            <p className="text-center text-muted py-4 mb-0">{leadMessages.noLeads}</p>
          ) : (
            <View
              leads={rows}
              followUp={followUp}
              canChange={(lead) => (user ? canChangeLead(lead, user) : false)}
              onView={(lead) => setViewing(lead.id)}
              onDelete={(lead) => void handleDelete(lead)}
              onTransfer={setTransferring}
            />
          )}
          {meta ? (
            <ListPagination meta={meta} rowsOnPage={rows.length} onPageChange={controls.setPage} />
          ) : null}
        </Card.Body>
      </Card>
      <LeadDetailsModal leadId={viewing} onHide={() => setViewing(null)} />
      <TransferLeadModal
        lead={transferring}
        employees={employees}
        onHide={() => setTransferring(null)}
      />
    </section>
  );
}
