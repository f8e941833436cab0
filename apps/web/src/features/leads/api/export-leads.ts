import type { LeadsListQuery } from '@yaar/shared';
import { IMPORT_TIMEOUT_MS, LEADS_EXPORT_FILE, leadPaths } from '@yaar/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/download';

/**
 * `POST /leads-list` with `ExportLead` (administrator): every lead the filters select, saved as
 * leads.xlsx. Paging is left out so the file holds every row; a whole export may take a while,
 * so it gets the long time-out.
 */
export async function exportLeads({ Page: _page, PageSize: _size, ...filters }: LeadsListQuery) {
  const file = await api.download(
    leadPaths.leadsList,
    { ...filters, ExportLead: true },
    { timeoutMs: IMPORT_TIMEOUT_MS },
  );
  saveBlob(file, LEADS_EXPORT_FILE);
}

export const useExportLeads = () => useMutation({ mutationFn: exportLeads });
