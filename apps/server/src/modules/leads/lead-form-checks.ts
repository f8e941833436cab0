import { duplicateCheckSchema, leadMessages, type FieldErrors } from '@yaar/shared';
import type { AppContext } from '../../context';
import { fieldErrorsOf } from '../../lib/field-errors';
import { cityExists } from '../cities';
import { findStatusRow } from '../statuses';
import type { LeadCreateBody } from './lead-form-body';
import { findLiveLeadIdByMobile } from './leads.repository';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** DESIGN §4: a lead form holding only MobileNo (and id), and no file, is the duplicate check. */
export const isDuplicateCheck = (body: unknown) =>
  isRecord(body) &&
  'MobileNo' in body &&
  Object.keys(body).every((key) => key === 'MobileNo' || key === 'id');

/** The duplicate check's answer: no errors, or the MobileNo message. Writes nothing. */
export async function checkMobile(ctx: AppContext, body: unknown): Promise<FieldErrors> {
  const parsed = duplicateCheckSchema.safeParse(body);
  if (!parsed.success) return fieldErrorsOf(parsed.error);
  const taken = await findLiveLeadIdByMobile(ctx.db, parsed.data.MobileNo, parsed.data.id);
  return taken === undefined ? {} : { MobileNo: leadMessages.mobileDuplicate };
}

/**
 * The rules of spec 1 §5 that need the database, on a form that passed its schema: the city and
 * status from their lists (the status under the Main Status, when sent), and the mobile number free
 * among live leads (other than `exceptId`).
 */
export async function checkLeadReferences(
  ctx: AppContext,
  lead: Omit<LeadCreateBody, 'Hoarding'>,
  exceptId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (!(await cityExists(ctx.db, lead.CityId))) errors.CityId = leadMessages.cityUnknown;
  const status = await findStatusRow(ctx.db, lead.StatusId);
  if (!status || (lead.MainStatus !== undefined && lead.MainStatus !== status.mainStatus)) {
    errors.StatusId = leadMessages.statusUnknown;
  }
  if ((await findLiveLeadIdByMobile(ctx.db, lead.MobileNo, exceptId)) !== undefined) {
    errors.MobileNo = leadMessages.mobileDuplicate;
  }
  return errors;
}
