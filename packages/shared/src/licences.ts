import { z } from 'zod';
import {
  absentIfBlank,
  idField,
  isStorableDate,
  isoDatePattern,
  mobileNumber,
  mobilePrefix,
  mobilePrefixPattern,
  normaliseMobile,
  requiredDate,
  storableText,
  trimmed,
  wholeNumber as wholeNumberField,
  booleanFlag,
  flagField,
} from './common';
import { mobilePattern } from './constants';
import { pageQueryShape } from './paging';
import { isGstOf, licenceTotals, rupeesToPaise, sameState } from './licence-money';
import { PRODUCTS } from './reference-values';
import { licenceMessages } from './licence-messages';
import { gstinCheckCharacter, gstinProblem, stateOfGstin } from './gstin';

export * from './licence-money';
export * from './licence-records';
export * from './licence-messages';

/**
 * Licences, their transactions and the licence report (spec 2 §2, §3, §5, §7–§9; DESIGN §7).
 * Texts marked "spec" are exact; the others are ours.
 */
export const LICENCE_PRODUCTS = PRODUCTS;
export const TRANSACTION_TYPES = [
  'Commission',
  'Purchase',
  'Renewal',
  'Trial',
  'WARecharge',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const PAYMENT_METHODS = ['Cash', 'NEFT', 'UPI', 'Commission'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Transaction types that extend the expiry by LicenseYears days. */
export const EXTENDING_TYPES: readonly TransactionType[] = [
  'Commission',
  'Purchase',
  'Renewal',
  'Trial',
];

const blankToUndefined = (value: unknown) => absentIfBlank(trimmed(value));
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const productField = z.preprocess(
  (value) => trimmed(value) ?? '',
  z.enum(LICENCE_PRODUCTS, { error: licenceMessages.productRequired }),
);
const licenceMobile = mobileNumber(licenceMessages.mobileRequired, licenceMessages.mobileInvalid);
/** The report's Mobile filter (spec 2: optional, but the whole number), normalised first. */
const wholeMobileFilter = optional(
  z
    .string({ error: licenceMessages.mobileInvalid })
    .transform(normaliseMobile)
    .pipe(z.string().regex(mobilePattern, { error: licenceMessages.mobileInvalid })),
);
/** The transactions list's Mobile filter: the whole number, or its first digits (a prefix). */
const mobileFilter = optional(
  z
    .string({ error: licenceMessages.mobileInvalid })
    .transform(mobilePrefix)
    .pipe(z.string().regex(mobilePrefixPattern, { error: licenceMessages.mobileInvalid })),
);

/** Money as sent (rupees, number or text) → integer paise. */
const money = z
  .union([z.string(), z.number()], { error: licenceMessages.amountInvalid })
  .transform((value, ctx) => {
    const paise = rupeesToPaise(value);
    if (paise === undefined) {
      ctx.addIssue({ code: 'custom', message: licenceMessages.amountInvalid });
      return z.NEVER;
    }
    return paise;
  });
const moneyOrZero = z.preprocess((value) => blankToUndefined(value) ?? 0, money);
/** The form's Yes / No pick (and its blank choice) as a flag; every other form as `booleanFlag`. */
const yesNo = (value: unknown) =>
  value === 'Yes' ? true : value === 'No' || value === '' ? false : value;
const flag = z.preprocess(yesNo, booleanFlag().default(false));
/** A flag the spec does not send: undefined when missing, so a rule can decide from other fields. */
const optionalFlag = z.preprocess(yesNo, booleanFlag());
const wholeNumber = (message: string, max: number) =>
  z.preprocess((value) => blankToUndefined(value) ?? 0, wholeNumberField(message, 0, max));
const isoDate = z
  .string({ error: licenceMessages.dateInvalid })
  .regex(isoDatePattern, { error: licenceMessages.dateInvalid })
  .refine(isStorableDate, { error: licenceMessages.dateInvalid });
const employeeId = idField(licenceMessages.employeeRequired);
const text = (max: number) =>
  z.preprocess(
    (value) => trimmed(value) ?? '',
    storableText().max(max, { error: licenceMessages.tooLong }),
  );

export const licenceSearchSchema = z.object({
  Product: productField,
  MobileNo: licenceMobile,
});
export type LicenceSearch = z.infer<typeof licenceSearchSchema>;

/**
 * A GSTIN as sent: upper case, its format, state code and check character checked. Left out it
 * is undefined (the licence's own is used); sent blank it is '' (an unregistered buyer).
 */
const gstinField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z
    .string({ error: licenceMessages.gstinInvalid })
    .superRefine((gstin, ctx) => {
      const problem = gstin === '' ? undefined : gstinProblem(gstin);
      if (!problem) return;
      const message =
        problem === 'format'
          ? licenceMessages.gstinInvalid
          : problem === 'state'
            ? licenceMessages.gstinState
            : licenceMessages.gstinCheck(gstinCheckCharacter(gstin));
      ctx.addIssue({ code: 'custom', message });
    })
    .optional(),
);
/** A text the licence remembers (address, state): undefined when left out, so the licence's is used. */
const rememberedText = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? undefined : trimmed(value)),
    storableText().max(max, { error: licenceMessages.tooLong }).optional(),
  );

/** `POST /update-license`: money in paise after parsing; figures checked against licenceTotals. */
/** Whether a sale carries GST: its IsGST flag when sent, else GSTCharges above zero (the spec's fields). */
export const gstApplies = (body: { IsGST?: boolean; GSTCharges: number }) =>
  body.IsGST ?? body.GSTCharges > 0;

export const licenceUpdateSchema = z
  .object({
    Product: productField,
    MobileNo: licenceMobile,
    Name: text(100),
    TranType: optional(z.enum(TRANSACTION_TYPES, { error: licenceMessages.tranTypeRequired })),
    EmployeeId: optional(employeeId),
    EntryDate: requiredDate(licenceMessages.entryDateRequired),
    LicenseYears: wholeNumber(licenceMessages.daysInvalid, 3650),
    NoOfCompanies: wholeNumber(licenceMessages.companiesInvalid, 10_000),
    ProductCharges: moneyOrZero,
    ServerCharges: moneyOrZero,
    WABalance: moneyOrZero,
    FreeWABalance: flag,
    /**
     * Not in the spec's payload: GST applies when GSTCharges is above zero (DESIGN §7). Accepted
     * when sent (our form sends it), never required.
     */
    IsGST: optionalFlag,
    SubTotal: moneyOrZero,
    GSTCharges: moneyOrZero,
    TotalCharges: moneyOrZero,
    PaymentMethod: optional(
      z.enum(PAYMENT_METHODS, { error: licenceMessages.paymentMethodRequired }),
    ),
    Remarks: text(500),
    /** The licence's standard charges from the left card (editable there). */
    LicenseProductCharges: optional(money),
    LicenseServerCharges: optional(money),
    /** The recipient on the invoice (CGST Rule 46): address, GSTIN when registered, place of supply. */
    CustomerAddress: rememberedText(300),
    CustomerGSTIN: gstinField,
    PlaceOfSupply: rememberedText(60),
    /** 1: no renewal SMS to this customer (issue 33); absent leaves the licence's setting. */
    NoReminders: flagField().optional(),
  })
  .superRefine((body, ctx) => {
    // A registered buyer's GSTIN says their state: the place of supply (IGST outside ours).
    const gstinState =
      body.CustomerGSTIN && !gstinProblem(body.CustomerGSTIN)
        ? stateOfGstin(body.CustomerGSTIN)
        : undefined;
    if (gstinState && body.PlaceOfSupply && !sameState(body.PlaceOfSupply, gstinState)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PlaceOfSupply'],
        message: licenceMessages.placeOfSupplyOfGstin(gstinState),
      });
    }
    const expected = licenceTotals({
      productCharges: body.ProductCharges,
      serverCharges: body.ServerCharges,
      waBalance: body.WABalance,
      freeWABalance: body.FreeWABalance,
      gst: gstApplies(body),
    });
    // 18 % or 9 % + 9 % (a paisa apart): which one the invoice charges depends on the place of
    // supply, which the server decides (gstForSupply); either is taken here.
    const gstSent = gstApplies(body) && isGstOf(body.GSTCharges, expected.subTotal);
    const gst = gstSent ? body.GSTCharges : expected.gstCharges;
    const figures = [
      ['SubTotal', body.SubTotal, expected.subTotal],
      ['GSTCharges', body.GSTCharges, gst],
      ['TotalCharges', body.TotalCharges, expected.subTotal + gst],
    ] as const;
    for (const [field, sent, want] of figures) {
      if (sent !== want)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: licenceMessages.totalsDisagree(field, want),
        });
    }
    const charged = expected.totalCharges > 0;
    if (!body.TranType && (charged || body.LicenseYears > 0 || body.WABalance > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TranType'],
        message: licenceMessages.tranTypeRequired,
      });
    }
    if (charged && body.EmployeeId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['EmployeeId'],
        message: licenceMessages.employeeRequired,
      });
    }
    if (charged && !body.PaymentMethod) {
      ctx.addIssue({
        code: 'custom',
        path: ['PaymentMethod'],
        message: licenceMessages.paymentMethodRequired,
      });
    }
  });
export type LicenceUpdateInput = z.input<typeof licenceUpdateSchema>;
export type LicenceUpdate = z.output<typeof licenceUpdateSchema>;

const dateFilters = {
  FromDate: optional(isoDate),
  ToDate: optional(isoDate),
};
const listFilters = {
  Product: optional(z.enum(LICENCE_PRODUCTS, { error: licenceMessages.productRequired })),
  MobileNo: mobileFilter,
  EmployeeId: optional(idField(licenceMessages.employeeRequired)),
  PaymentMethod: optional(
    z.enum(PAYMENT_METHODS, { error: licenceMessages.paymentMethodRequired }),
  ),
  ...dateFilters,
};
const dateOrder = (body: { FromDate?: string; ToDate?: string }) =>
  !body.FromDate || !body.ToDate || body.FromDate <= body.ToDate;

export const transactionsQuerySchema = z
  .object({
    id: optional(idField(licenceMessages.transactionNotFound)),
    ...pageQueryShape,
    ...listFilters,
  })
  .refine(dateOrder, { path: ['ToDate'], error: licenceMessages.dateOrder });
export type TransactionsQuery = z.output<typeof transactionsQuerySchema>;

export const licenceReportSchema = z
  .object({ ...listFilters, MobileNo: wholeMobileFilter })
  .refine(dateOrder, { path: ['ToDate'], error: licenceMessages.dateOrder });
export type LicenceReportFilter = z.output<typeof licenceReportSchema>;

export const transactionIdSchema = z.object({
  id: idField(licenceMessages.transactionNotFound),
});
