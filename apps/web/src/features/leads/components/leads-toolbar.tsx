import type { LeadsListQuery } from '@yaar/shared';
import type { ReactNode } from 'react';
import { LEADS_EXPORT_FILE, leadPaths } from '@yaar/shared';
import { Link } from 'react-router';
import { ExportButton } from '@/components/ui/export-button';
import { pathTo } from '@/lib/paths';
import { t } from '@/lib/i18n/language';

interface LeadsToolbarProps {
  /** The list's query: the export takes its filters, without paging. */
  query: LeadsListQuery;
  /** Export Leads is the administrator's. */
  canExport: boolean;
  /** Shown first, on the left (the phone's 'Sort by'). */
  start?: ReactNode;
}

/** The export holds every lead the filters select: the query without its page. */
const withoutPaging = ({ Page: _page, PageSize: _size, ...filters }: LeadsListQuery) => filters;

/**
 * Export Leads (administrator) and Create New Lead. The export is `POST /leads-list` with
 * `ExportLead`: every lead the filters select, in the list's order (paging left out), saved as
 * leads.xlsx.
 */
export function LeadsToolbar({ query, canExport, start }: LeadsToolbarProps) {
  return (
    <div className="leads-toolbar d-flex flex-wrap align-items-center justify-content-end gap-2 my-3">
      {start}
      {canExport ? (
        <ExportButton
          label="Export Leads"
          path={leadPaths.leadsList}
          fileName={LEADS_EXPORT_FILE}
          body={() => ({ ...withoutPaging(query), ExportLead: true })}
        />
      ) : null}
      <Link to={pathTo('LeadCreate')} className="btn btn-primary">
        <i className="bi bi-plus-lg me-2" aria-hidden="true" />
        {t('Create New Lead')}
      </Link>
    </div>
  );
}
