import { GST_PERCENT } from '@yaar/shared';
import type { Executor } from '../db/client';
import type { DocumentIssuer } from '../db/schema';
import type { AppConfig } from '../env';
import { freezeUnfrozenDocuments } from './gst.repository';
import type { Supplier } from './tax-invoice';

type IssuerSettings = Supplier &
  Pick<AppConfig, 'SUPPLIER_GST_REGISTERED' | 'SAC_LICENCE' | 'SAC_SERVER' | 'SAC_WHATSAPP'>;

/** The supplier, SACs and rate a document issued now carries (issue 42): from the settings. */
export const issuerOf = (config: IssuerSettings): DocumentIssuer => ({
  supplierName: config.SUPPLIER_NAME,
  supplierAddress: config.SUPPLIER_ADDRESS,
  supplierGstin: config.SUPPLIER_GSTIN,
  supplierState: config.SUPPLIER_STATE,
  registered: config.SUPPLIER_GST_REGISTERED,
  sac: { licence: config.SAC_LICENCE, server: config.SAC_SERVER, whatsapp: config.SAC_WHATSAPP },
  gstPercent: GST_PERCENT,
});

/**
 * A credit note's: the supplier as it is on the day the note is issued, and the invoice's SACs and
 * rate (it reduces that supply, line for line).
 */
export const creditNoteIssuerOf = (
  config: IssuerSettings,
  invoice: DocumentIssuer | null,
): DocumentIssuer => ({
  ...issuerOf(config),
  ...(invoice ? { sac: invoice.sac, gstPercent: invoice.gstPercent } : {}),
});

/** The supplier block of a document (`writeTaxInvoice`) as it was issued. */
export const supplierOf = (issuer: DocumentIssuer): Supplier => ({
  SUPPLIER_NAME: issuer.supplierName,
  SUPPLIER_ADDRESS: issuer.supplierAddress,
  SUPPLIER_GSTIN: issuer.supplierGstin,
  SUPPLIER_STATE: issuer.supplierState,
  SUPPLIER_GST_REGISTERED: issuer.registered,
});

/**
 * Freezes every document issued before documents kept what they were issued with (migration
 * 0033) with the settings of this start, the nearest to those they were issued with that there
 * is: run once per start, under the start-up lock; later starts find none. Answers how many.
 */
export const freezeIssuedDocuments = (db: Executor, config: IssuerSettings) =>
  freezeUnfrozenDocuments(db, issuerOf(config));
