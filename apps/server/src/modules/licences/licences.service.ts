import {
  addDays,
  entryDateProblem,
  financialYearOf,
  issuesDocument,
  laterDay,
  gstApplies,
  MAX_MONEY_PAISE,
  EXTENDING_TYPES,
  licenceMessages,
  paise,
  paiseToRupees,
  recipientRefusals,
  type LicenceSearch,
  type LicenceUpdate,
  type TransactionsQuery,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { pagedSelect } from '../../lib/paging';
import { validationFailed, found, notFound } from '../../lib/errors';
import {
  billOfSupplyRefusal,
  filedPeriodRefusal,
  gstChargeRefusal,
  gstOfSupply,
  issuerOf,
  numberInvoice,
} from '../../gst';
import { pick } from '../../lib/rows';
import { auditChange } from '../audit';
import { commissionOnSale, isActiveEmployee } from '../users';
import { customerOfSale, usualChargesAfter } from './licence-customer';
import * as repo from './licences.repository';

const rupeesIfSent = (amount?: number) =>
  amount === undefined ? undefined : paiseToRupees(amount);

export const searchLicence = (ctx: AppContext, query: LicenceSearch) =>
  repo.findLicenceRecord(ctx.db, query);

/**
 * Records one transaction and applies it to the licence, in one database transaction with the
 * licence row locked (DESIGN §7). Without a transaction type (nothing charged, no days, no WA) it
 * saves only the licence's details (name, standard charges). A transaction that charges something
 * issues its GST document (issue 42: a free one issues none, and takes no number); the period it
 * buys runs from its EntryDate. Answers the message, the transaction and its document's number.
 */
export async function updateLicence(ctx: AppContext, actor: AuthUser, input: LicenceUpdate) {
  // Every refusal the body alone decides, at once, beside its field.
  const refused: Record<string, string> = {};
  if (input.EmployeeId !== undefined && !(await isActiveEmployee(ctx.db, input.EmployeeId)))
    refused.EmployeeId = licenceMessages.employeeUnknown;
  const gstRefused = gstChargeRefusal(ctx.config, gstApplies(input));
  if (gstRefused) refused.GSTCharges = gstRefused;
  // No Bill of Supply for a taxable licence: beside our form's GST choice, or the spec's figure.
  const billRefused = billOfSupplyRefusal(ctx.config, gstApplies(input), input.SubTotal);
  if (billRefused) refused[input.IsGST === undefined ? 'GSTCharges' : 'IsGST'] = billRefused;
  const today = businessToday(ctx);
  const dateProblem =
    entryDateProblem(input.EntryDate, today, {
      future: licenceMessages.entryDateFuture,
      tooOld: licenceMessages.entryDateTooOld,
    }) ?? filedPeriodRefusal(ctx.config, input.EntryDate, today);
  if (dateProblem) refused.EntryDate = dateProblem;
  if (!(await repo.licenceExists(ctx.db, input))) {
    if (!input.TranType) refused.TranType = licenceMessages.tranTypeRequired;
    if (!input.Name) refused.Name = licenceMessages.nameRequired;
  }
  if (Object.keys(refused).length > 0) throw validationFailed(refused);

  return ctx.db.transaction(async (tx) => {
    const licence = await repo.lockOrCreateLicence(tx, input, input.Name);
    // What was sent of the details; an undefined one leaves its column (and the audit) as it is.
    const details = {
      name: input.Name || undefined,
      productCharges: rupeesIfSent(input.LicenseProductCharges),
      serverCharges: rupeesIfSent(input.LicenseServerCharges),
      noReminders: input.NoReminders === undefined ? undefined : input.NoReminders === 1,
    };
    if (!input.TranType) {
      await repo.updateLicence(tx, licence.id, details);
      await auditChange(tx, actor, 'licence.details', 'licence', licence.id, {
        before: pick(licence, ['name', 'productCharges', 'serverCharges', 'noReminders']),
        after: details,
      });
      return { message: licenceMessages.detailsSaved };
    }
    const customer = await customerOfSale(tx, input, licence);
    const gstCharges = gstOfSupply(
      input.SubTotal,
      gstApplies(input),
      customer.placeOfSupply,
      ctx.config.SUPPLIER_STATE,
    );
    const totalCharges = input.SubTotal + gstCharges;
    const issued = issuesDocument(totalCharges);
    // CGST Rule 46 and IGST s. 12(2)(b): whom the document names, and where it is supplied.
    const missing = issued ? recipientRefusals({ ...customer, taxablePaise: input.SubTotal }) : {};
    if (Object.keys(missing).length > 0) throw validationFailed(missing);

    // The period bought runs from the invoice's date (or the current expiry, when later).
    const extends_ = EXTENDING_TYPES.includes(input.TranType);
    const expiresOn =
      extends_ && input.LicenseYears > 0
        ? addDays(laterDay(input.EntryDate, licence.expiresOn), input.LicenseYears)
        : licence.expiresOn;
    const waBalancePaise = paise(licence.waBalance) + input.WABalance;
    if (waBalancePaise > MAX_MONEY_PAISE)
      throw validationFailed({ WABalance: licenceMessages.amountTooLarge });
    const waBalance = paiseToRupees(waBalancePaise);
    const noOfCompanies =
      extends_ && input.NoOfCompanies > 0 ? input.NoOfCompanies : licence.noOfCompanies;
    const { financialYear, invoiceNo } = issued
      ? await numberInvoice(tx, ctx.config, input.EntryDate)
      : { financialYear: financialYearOf(input.EntryDate), invoiceNo: '' };
    const totalRupees = paiseToRupees(totalCharges);
    // What the sale earns its employee, at the rates in effect on its date (issue 42): kept with
    // the sale, so a later change of rate does not reach it (docs/decisions.md, issue 28).
    const commission = paiseToRupees(
      await commissionOnSale(tx, input.EmployeeId, input, input.EntryDate),
    );
    const transactionId = await repo.insertTransaction(tx, {
      ...repo.saleValues(input),
      licenceId: licence.id,
      invoiceNo,
      financialYear,
      tranType: input.TranType,
      entryDate: input.EntryDate,
      gstApplied: gstApplies(input),
      gstCharges: paiseToRupees(gstCharges),
      totalCharges: totalRupees,
      customerName: customer.name,
      customerAddress: customer.address,
      customerGstin: customer.gstin,
      placeOfSupply: customer.placeOfSupply,
      commission,
      issuedAs: issued ? issuerOf(ctx.config) : null,
      expiresOnAfter: expiresOn,
      previousExpiresOn: licence.expiresOn,
      previousNoOfCompanies: licence.noOfCompanies,
      previousWaBalance: licence.waBalance,
      createdBy: actor.id,
    });
    const after = {
      ...details,
      ...usualChargesAfter(input, licence),
      expiresOn,
      waBalance,
      noOfCompanies,
      customerAddress: customer.address,
      customerGstin: customer.gstin,
      customerState: customer.placeOfSupply,
    };
    await repo.updateLicence(tx, licence.id, after);
    await auditChange(tx, actor, 'licence.transaction', 'licence', licence.id, {
      before: pick(licence, ['expiresOn', 'waBalance', 'noOfCompanies']),
      after: {
        ...after,
        transactionId,
        tranType: input.TranType,
        totalCharges: totalRupees,
        commission,
      },
    });
    return { message: licenceMessages.updated, transactionId, InvoiceNo: invoiceNo };
  });
}

/** Always one page (the first 50 when none is asked for): the list grows with every sale. */
export const listTransactions = (ctx: AppContext, query: TransactionsQuery) =>
  pagedSelect(query, repo.transactionList(ctx.db, query), { unpaged: 'first page' });

/** The transaction `id` with what its document prints; 404 when there is none, or no document. */
export async function findTransaction(ctx: AppContext, id: number) {
  const row = found(await repo.findInvoiceRow(ctx.db, id), licenceMessages.transactionNotFound);
  // A free transaction issued no document (issue 42): there is nothing to print.
  if (row.InvoiceNo === '') throw notFound(licenceMessages.noDocument);
  return row;
}
