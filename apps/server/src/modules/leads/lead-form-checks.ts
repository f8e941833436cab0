import {
  duplicateCheckSchema,
  leadFieldsSchema,
  leadMessages,
  requiredText,
  type FieldErrors,
  type LeadFields,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { fieldErrorsOf } from '../../lib/field-errors';
import { detectAllowedType, type AllowedExtension } from '../../lib/storage/file-check';
import { cityExists } from '../cities/cities.service';
import { findStatusRow } from '../statuses/statuses.service';
import type { LeadUpload } from './lead-upload';
import { findLiveLeadIdByMobile } from './leads.repository';

export interface CheckedUpload extends LeadUpload {
  extension: AllowedExtension;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** DESIGN §4: a lead form holding only MobileNo (and id), and no file, is the duplicate check. */
export const isDuplicateCheck = (body: unknown, uploads: readonly LeadUpload[]) =>
  uploads.length === 0 &&
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

/** Size first (8 MB), then the real type by content; a refused file gets its field's message. */
async function checkUploads(uploads: readonly LeadUpload[], errors: FieldErrors) {
  const accepted: CheckedUpload[] = [];
  for (const upload of uploads) {
    if (upload.tooLarge) {
      errors[upload.kind] = leadMessages.fileSize;
      continue;
    }
    const type = await detectAllowedType(upload.tempPath);
    if (!type) errors[upload.kind] = leadMessages.fileType;
    else accepted.push({ ...upload, extension: type.extension });
  }
  return accepted;
}

const mainStatusField = requiredText(leadMessages.mainStatusRequired);

/**
 * Every rule of spec 1 §5 for a lead form, on the server: the fields, the files, the city and
 * status from their lists, and the mobile number free among live leads (other than `exceptId`).
 * `MainStatus` is not part of the spec's payload; when a client sends it, it is checked too.
 */
export async function checkLeadForm(
  ctx: AppContext,
  body: unknown,
  uploads: readonly LeadUpload[],
  options: { exceptId?: number; hoardingRequired: boolean },
): Promise<{ fields?: LeadFields; files: CheckedUpload[]; errors: FieldErrors }> {
  const parsed = leadFieldsSchema.safeParse(body);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  // The schema's either-or rule runs only on an otherwise valid form: check it here too.
  const blank = (name: string) => !isRecord(body) || typeof body[name] !== 'string' || body[name].trim() === '';
  if (blank('CompanyName') && blank('OwnerName')) {
    errors.CompanyName ??= leadMessages.companyRequired;
    errors.OwnerName ??= leadMessages.ownerRequired;
  }
  const files = await checkUploads(uploads, errors);
  if (options.hoardingRequired && !files.some((file) => file.kind === 'Hoarding')) {
    errors.Hoarding ??= leadMessages.hoardingRequired;
  }
  const sentMain = isRecord(body) && 'MainStatus' in body ? mainStatusField.safeParse(body.MainStatus) : undefined;
  if (sentMain && !sentMain.success) errors.MainStatus = leadMessages.mainStatusRequired;
  if (parsed.success) {
    const lead = parsed.data;
    if (!(await cityExists(ctx.db, lead.CityId))) errors.CityId ??= leadMessages.cityUnknown;
    const status = await findStatusRow(ctx.db, lead.StatusId);
    if (!status || (sentMain?.success && sentMain.data !== status.mainStatus)) {
      errors.StatusId ??= leadMessages.statusUnknown;
    }
    if ((await findLiveLeadIdByMobile(ctx.db, lead.MobileNo, options.exceptId)) !== undefined) {
      errors.MobileNo ??= leadMessages.mobileDuplicate;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { files, errors };
  return { fields: parsed.data, files, errors };
}
