import type { AssignLeadsInput, ImportResult } from '@yaar/shared';
import {
  IMPORT_ERRORS_FILE,
  IMPORT_TEMPLATE_FILE,
  IMPORT_TIMEOUT_MS,
  leadBulkPaths,
} from '@yaar/shared';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';

/** Assigned leads change every list and count of the leads. */
const leadsKey = queryKeys.leads;

/** `POST /assign-leads`: answers the server's message. */
export const useAssignLeads = () =>
  useInvalidatingMutation(leadsKey, async (body: AssignLeadsInput) => {
    const answer = await api.post<never>(leadBulkPaths.assignLeads, body);
    return answer.message;
  });

/**
 * `POST /import-leads` (multipart, 200 s): a preview (nothing saved) or the import. `onUpload`
 * hears the share of the file sent, 0 to 1.
 */
export async function importLeads(
  file: File,
  preview: boolean,
  onUpload: (share: number) => void,
): Promise<{ result: ImportResult; message: string }> {
  const form = new FormData();
  form.append('file', file);
  if (preview) form.append('Preview', '1');
  const answer = await api.post<ImportResult>(leadBulkPaths.importLeads, form, {
    timeoutMs: IMPORT_TIMEOUT_MS,
    onUploadProgress: (sent, total) => onUpload(total > 0 ? sent / total : 0),
  });
  return { result: answer.data!, message: answer.message };
}

export const downloadImportTemplate = () =>
  saveFile(IMPORT_TEMPLATE_FILE, leadBulkPaths.importTemplate, undefined, { method: 'GET' });

/** The refused and duplicate rows of an import (its `ErrorFile` path). */
export const downloadImportErrors = (errorFile: string) =>
  saveFile(IMPORT_ERRORS_FILE, errorFile, undefined, { method: 'GET' });
