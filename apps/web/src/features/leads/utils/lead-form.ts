import type { Lead } from '@yaar/shared';
import {
  DEFAULT_MAIN_STATUS,
  DEFAULT_PRODUCT,
  LEAD_FILE_KINDS,
  LEAD_FILE_TYPES,
  MAX_LEAD_FILE_BYTES,
  leadFormSchema,
  leadMessages,
} from '@yaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { toDateInput } from '@/lib/dates';

/** A picked file, or null. Hoarding is required on create only (an update keeps the stored one). */
const fileValue = (required: boolean) =>
  z.custom<File | null>((value) => value instanceof File || (!required && value === null), {
    error: leadMessages.hoardingRequired,
  });

/** The shared lead form schema, plus the three files. */
export const leadFormWithFilesSchema = (requireHoarding: boolean) =>
  leadFormSchema.and(
    z.object({
      Hoarding: fileValue(requireHoarding),
      VFront: fileValue(false),
      VBack: fileValue(false),
    }),
  );
export type LeadFormSchema = ReturnType<typeof leadFormWithFilesSchema>;
export type LeadFormInput = z.input<LeadFormSchema>;
export type LeadFormOutput = z.output<LeadFormSchema>;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The form's resolver: the shared schema, and the company-or-owner rule at once. The shared
 * schema checks that rule only once every other field passes (a zod object refinement), so a
 * first Save would not show it beside the other messages.
 */
export function leadFormResolver(
  requireHoarding: boolean,
): Resolver<LeadFormInput, unknown, LeadFormOutput> {
  const resolver = zodResolver(leadFormWithFilesSchema(requireHoarding));
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (!(isBlank(values.CompanyName) && isBlank(values.OwnerName))) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        CompanyName: result.errors.CompanyName ?? {
          type: 'custom',
          message: leadMessages.companyRequired,
        },
        OwnerName: result.errors.OwnerName ?? {
          type: 'custom',
          message: leadMessages.ownerRequired,
        },
      },
    };
  };
}

/** The text fields sent to the server (Main Status is the form's only; files go beside). */
const leadTextFields = [
  'MobileNo',
  'CompanyName',
  'BusinessType',
  'OwnerName',
  'GSTNo',
  'Address',
  'CityId',
  'Pincode',
  'Product',
  'StatusId',
  'RefMobileNo',
  'NextDate',
  'Requirements',
  'Location',
  'LocationAccuracy',
  'LocationTakenAt',
] as const satisfies readonly (keyof LeadFormOutput)[];

/** Every field the server may name in a 422 answer: the text fields but the location's detail, and the files. */
export const leadServerFields = [
  ...leadTextFields.filter((field) => field !== 'LocationAccuracy' && field !== 'LocationTakenAt'),
  'Hoarding',
  'VFront',
  'VBack',
] as const;

/** The form's starting values: the stored lead, or the create defaults (spec 1 §9). */
export function leadFormDefaults(defaultCityId: number | undefined, lead?: Lead) {
  if (!lead) {
    return {
      MobileNo: '',
      CompanyName: '',
      BusinessType: '',
      OwnerName: '',
      GSTNo: '',
      Address: '',
      CityId: defaultCityId ?? '',
      Pincode: '',
      Product: DEFAULT_PRODUCT,
      MainStatus: DEFAULT_MAIN_STATUS,
      StatusId: '',
      RefMobileNo: '',
      NextDate: '',
      Requirements: '',
      Location: '',
      LocationAccuracy: '',
      LocationTakenAt: '',
      Hoarding: null,
      VFront: null,
      VBack: null,
    } satisfies LeadFormInput;
  }
  const takenAt = lead.LocationTakenAt ? new Date(lead.LocationTakenAt) : null;
  return {
    MobileNo: lead.MobileNo,
    CompanyName: lead.CompanyName,
    BusinessType: lead.BusinessType,
    OwnerName: lead.OwnerName,
    GSTNo: lead.GSTNo,
    Address: lead.Address,
    CityId: lead.CityId ?? '',
    Pincode: lead.Pincode,
    Product: lead.Product,
    MainStatus: lead.status.MainStatus,
    StatusId: lead.status.StatusId,
    RefMobileNo: lead.RefMobileNo,
    NextDate: toDateInput(lead.NextDate),
    Requirements: lead.Requirements,
    Location: lead.Location,
    LocationAccuracy: lead.LocationAccuracy ?? '',
    LocationTakenAt: takenAt && !Number.isNaN(takenAt.getTime()) ? takenAt.toISOString() : '',
    Hoarding: null,
    VFront: null,
    VBack: null,
  } satisfies LeadFormInput;
}

/**
 * The multipart body of lead-create / lead-update: the checked text fields (GST and mobile
 * normalised by the schema), the picked files, and the id on update. Main Status is not sent.
 */
export function toLeadFormData(values: LeadFormOutput, leadId?: number): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(leadTextValues(values))) body.append(name, value);
  for (const kind of LEAD_FILE_KINDS) {
    const file = values[kind];
    if (file) body.append(kind, file, file.name);
  }
  if (leadId !== undefined) body.append('id', String(leadId));
  return body;
}

/** The text fields as sent (the multipart form's, and a lead kept on the phone's). */
export function leadTextValues(values: LeadFormOutput): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of leadTextFields) {
    const value = values[name];
    if (value !== undefined && value !== null) fields[name] = String(value);
  }
  return fields;
}

const allowedName = /\.(jpe?g|png|pdf)$/i;

/** Why a picked file is refused (spec 1 §5), or null: JPG, PNG or PDF, at most 8 MB. */
export function fileProblem(file: File): string | null {
  const typeAllowed = file.type
    ? (LEAD_FILE_TYPES as readonly string[]).includes(file.type)
    : allowedName.test(file.name);
  if (!typeAllowed) return leadMessages.fileType;
  if (file.size > MAX_LEAD_FILE_BYTES) return leadMessages.fileSize;
  return null;
}
