import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

/**
 * Who issued a GST document and under which law, as it was on the day (issue 42): the document
 * reprints with these whatever the settings say later.
 */
export interface DocumentIssuer {
  supplierName: string;
  supplierAddress: string;
  supplierGstin: string;
  supplierState: string;
  /** false: a supplier not registered for GST (every document a Bill of Supply). */
  registered: boolean;
  /** The SAC of each kind of line: the software licence, the server, the WhatsApp balance. */
  sac: { licence: string; server: string; whatsapp: string };
  /** The GST rate charged, in per cent (CGST and SGST are half of it each). */
  gstPercent: number;
}

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');

/** One customer's licence of one product (DESIGN §7): unique (product, mobile). */
export const licences = pgTable(
  'licences',
  {
    id: serial('id').primaryKey(),
    product: text('product').notNull(),
    mobileNo: text('mobile_no').notNull(),
    name: text('name').notNull().default(''),
    /** The licence key of the screens is this expiry day; null until a first extending transaction. */
    expiresOn: date('expires_on'),
    noOfCompanies: integer('no_of_companies').notNull().default(0),
    waBalance: money('wa_balance'),
    productCharges: money('product_charges'),
    serverCharges: money('server_charges'),
    /**
     * The customer as their last sale printed them (docs/decisions.md, issue 30): a renewal's
     * invoice carries the same GSTIN, address and state unless the sale sends others.
     */
    customerAddress: text('customer_address').notNull().default(''),
    customerGstin: text('customer_gstin').notNull().default(''),
    customerState: text('customer_state').notNull().default(''),
    /** The customer asked for no renewal SMS (issue 33): the notices skip the licence. */
    noReminders: boolean('no_reminders').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('licences_product_mobile_unique').on(table.product, table.mobileNo),
    index('licences_expires_on').on(table.expiresOn),
  ],
);

/**
 * Each renewal SMS sent (issue 33): one per licence per expiry day per notice (30, 7, 1 or 0 days
 * before). Claimed in the transaction that sends it; a renewal moves the expiry, so the old
 * expiry's notices no longer match and the new one's start over.
 */
export const licenceNotices = pgTable(
  'licence_notices',
  {
    id: serial('id').primaryKey(),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on').notNull(),
    daysBefore: integer('days_before').notNull(),
    /** The business day of the run that sent it. */
    runDay: date('run_day').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('licence_notices_once').on(table.licenceId, table.expiresOn, table.daysBefore),
  ],
);

/**
 * Every change of a licence is one of these. The licence's state before the transaction is kept,
 * so deleting the latest transaction can put it back. Soft delete: the invoice number stays taken.
 */
export const licenceTransactions = pgTable(
  'licence_transactions',
  {
    id: serial('id').primaryKey(),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id),
    /**
     * e.g. 'YB/26-27/00042': unique, consecutive within its financial year, never reused; '' for a
     * transaction that charged nothing and so issued no document (issue 42).
     */
    invoiceNo: text('invoice_no').notNull(),
    financialYear: text('financial_year').notNull(),
    tranType: text('tran_type').notNull(),
    employeeId: integer('employee_id').references(() => users.id),
    entryDate: date('entry_date').notNull(),
    licenseDays: integer('license_days').notNull().default(0),
    noOfCompanies: integer('no_of_companies').notNull().default(0),
    productCharges: money('product_charges'),
    serverCharges: money('server_charges'),
    waBalance: money('wa_balance'),
    freeWaBalance: boolean('free_wa_balance').notNull().default(false),
    gstApplied: boolean('gst_applied').notNull().default(false),
    subTotal: money('sub_total'),
    gstCharges: money('gst_charges'),
    totalCharges: money('total_charges'),
    paymentMethod: text('payment_method').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    customerAddress: text('customer_address').notNull().default(''),
    customerGstin: text('customer_gstin').notNull().default(''),
    placeOfSupply: text('place_of_supply').notNull().default(''),
    /**
     * What the sale earned its employee, fixed when it was recorded (docs/decisions.md): their
     * OYComm1 for an OYaar Purchase, OYComm2 for an OYaar Renewal, else 0. A later rate change
     * leaves it as it is; a cancelled sale earns nothing (employee_licence_sales leaves it out).
     */
    commission: money('commission'),
    /** The licence's expiry once this transaction applied (the period on the invoice). */
    expiresOnAfter: date('expires_on_after'),
    /** The licence before this transaction (for the reversal of the latest one). */
    previousExpiresOn: date('previous_expires_on'),
    previousNoOfCompanies: integer('previous_no_of_companies').notNull().default(0),
    previousWaBalance: money('previous_wa_balance'),
    /**
     * A credit note (tran_type 'CreditNote', its own series 'CN/26-27/00001', negative figures)
     * names the invoice it credits; that invoice names its credit note. An invoice whose return
     * was filed is credited, not cancelled (docs/decisions.md, issue 30).
     */
    creditOfId: integer('credit_of_id').references((): AnyPgColumn => licenceTransactions.id),
    creditNoteNo: text('credit_note_no').notNull().default(''),
    /**
     * The supplier, SACs and rate the document was issued with (issue 42); null for a transaction
     * that issued none (charged nothing), and until the start after migration 0033 freezes the
     * documents issued before it.
     */
    issuedAs: jsonb('issued_as').$type<DocumentIssuer>(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    deletedAt: instant('deleted_at'),
    /**
     * The business day the sale was undone (cancelled or credited): its commission's reversal is
     * dated then (issue 42). Null while live, and for sales undone before migration 0034.
     */
    deletedOn: date('deleted_on'),
  },
  (table) => [
    uniqueIndex('licence_transactions_invoice_unique')
      .on(table.invoiceNo)
      .where(sql`${table.invoiceNo} <> ''`),
    index('licence_transactions_licence').on(table.licenceId, table.id),
    index('licence_transactions_live_date')
      .on(table.entryDate, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** The last invoice serial of each financial year, taken under a row lock in the transaction's own transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

/** What the licences module publishes to the companion module (DESIGN §7): product + mobile → expiry. */
export const licenceExpiry = pgView('licence_expiry', {
  product: text('product').notNull(),
  mobileNo: text('mobile_no').notNull(),
  expiresOn: date('expires_on'),
}).as(sql`select product, mobile_no, expires_on from ${licences}`);

/** Published by the licences module: live licence purchases per mobile, whatever the product. */
export const licenceInstallations = pgView('licence_installations', {
  mobileNo: text('mobile_no').notNull(),
  installations: integer('installations').notNull(),
}).existing();

/**
 * Published by the licences module: each live OYaar Purchase or Renewal with its employee and the
 * commission it earned when it was recorded (the commissions module reads
 * `employee_commission_entries` since issue 42).
 */
export const employeeLicenceSales = pgView('employee_licence_sales', {
  id: integer('id').notNull(),
  employeeId: integer('employee_id').notNull(),
  entryDate: date('entry_date').notNull(),
  tranType: text('tran_type').notNull(),
  commission: numeric('commission', { precision: 12, scale: 2 }).notNull(),
}).existing();

/**
 * Published by the licences module (issue 42): the commission ledger's entries. Each OYaar
 * Purchase or Renewal with an employee earns its commission on its EntryDate, whether or not it
 * was undone later; an undone one is reversed (`reversal`, the commission negative) on the day it
 * was undone (`deleted_on`), so a month reported stays as it was. Sales undone before migration
 * 0034 (no `deleted_on`) are in neither, as they were in no month before.
 */
export const employeeCommissionEntries = pgView('employee_commission_entries', {
  id: integer('id').notNull(),
  employeeId: integer('employee_id').notNull(),
  day: date('day').notNull(),
  tranType: text('tran_type').notNull(),
  reversal: boolean('reversal').notNull(),
  commission: numeric('commission', { precision: 12, scale: 2 }).notNull(),
}).existing();
