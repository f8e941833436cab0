import { z } from 'zod';

/** A licence as every answer shows it; money in rupees ('1500.00'), LicenseKey = expiry 'YYYY-MM-DD' or ''. */
export const licenceRecordSchema = z.object({
  id: z.number(),
  Product: z.string(),
  Name: z.string(),
  MobileNo: z.string(),
  LicenseKey: z.string(),
  NoOfCompanies: z.number(),
  WABalance: z.string(),
  ProductCharges: z.string(),
  ServerCharges: z.string(),
  /** The customer as their last sale printed them: a renewal's invoice keeps them (issue 30). */
  CustomerAddress: z.string(),
  CustomerGSTIN: z.string(),
  PlaceOfSupply: z.string(),
  /** 1: the customer gets no renewal SMS (issue 33). */
  NoReminders: z.number(),
});
export type LicenceRecord = z.infer<typeof licenceRecordSchema>;

/** One row of License Transactions, with every figure so Edit can show the transaction read-only. */
export const licenceTransactionSchema = z.object({
  id: z.number(),
  InvoiceNo: z.string(),
  EntryDate: z.string(),
  TranType: z.string(),
  Product: z.string(),
  Name: z.string(),
  MobileNo: z.string(),
  EmployeeId: z.number().nullable(),
  EmployeeName: z.string(),
  LicenseYears: z.number(),
  NoOfCompanies: z.number(),
  ProductCharges: z.string(),
  ServerCharges: z.string(),
  WABalance: z.string(),
  FreeWABalance: z.boolean(),
  IsGST: z.boolean(),
  SubTotal: z.string(),
  GSTCharges: z.string(),
  TotalCharges: z.string(),
  PaymentMethod: z.string(),
  Remarks: z.string(),
  CustomerAddress: z.string(),
  CustomerGSTIN: z.string(),
  PlaceOfSupply: z.string(),
  /** When the transaction was deleted (its invoice cancelled), as an ISO instant; '' while live. */
  CancelledAt: z.string(),
  /** A credited invoice's credit note ('CN/26-27/00001'); '' otherwise. */
  CreditNoteNo: z.string(),
  /** A credit note's invoice: its number and date; '' on every other transaction. */
  CreditOfNo: z.string(),
  CreditOfDate: z.string(),
  /** What the sale changed on the licence: its expiry, WA balance and companies before it, and the expiry after. */
  LicenseKeyBefore: z.string(),
  LicenseKeyAfter: z.string(),
  WABalanceBefore: z.string(),
  NoOfCompaniesBefore: z.number(),
});
export type LicenceTransaction = z.infer<typeof licenceTransactionSchema>;

/** `POST /update-license`'s data: the message, and the transaction and invoice a sale recorded. */
export const licenceSaleSchema = z.object({
  message: z.string(),
  transactionId: z.number().optional(),
  InvoiceNo: z.string().optional(),
});
export type LicenceSale = z.infer<typeof licenceSaleSchema>;

/** The file name an invoice is saved under: 'Invoice-YB-26-27-00042.pdf'. */
export const invoiceFileName = (invoiceNo: string) =>
  `Invoice-${invoiceNo.replace(/\//g, '-')}.pdf`;
