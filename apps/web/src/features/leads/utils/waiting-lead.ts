import type { StatusCatalogue } from '@yaar/shared';
import { LEAD_FILE_KINDS } from '@yaar/shared';
import { mainStatusOf } from '@/components/ui/status-fields';
import type { QueueItem } from '@/lib/offline-queue/types';
import type { LeadFormInput } from './lead-form';
import { leadFormDefaults } from './lead-form';

/** A lead kept on the phone as Lead Create's values again (to fix what the server refused). */
export function waitingLeadValues(item: QueueItem, catalogue: StatusCatalogue): LeadFormInput {
  const values: Record<string, unknown> = { ...leadFormDefaults(undefined) };
  for (const [name, value] of Object.entries(item.fields)) values[name] = String(value);
  if (item.fields.CityId) values.CityId = Number(item.fields.CityId);
  const statusId = Number(item.fields.StatusId);
  if (statusId) {
    values.StatusId = statusId;
    values.MainStatus = mainStatusOf(catalogue, statusId) || values.MainStatus;
  }
  for (const kind of LEAD_FILE_KINDS) {
    const file = item.files.find((stored) => stored.field === kind);
    values[kind] = file ? new File([file.data], file.name, { type: file.type }) : null;
  }
  return values as LeadFormInput;
}
