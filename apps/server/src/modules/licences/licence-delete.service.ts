import {
  CREDIT_NOTE_TYPE,
  invoiceCancellable,
  licenceMessages,
  paise,
  paiseToRupees,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import type { Executor } from '../../db/client';
import { businessToday } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { nextDocumentNumber } from '../../gst';
import { pick } from '../../lib/rows';
import { auditChange, auditRefusal } from '../audit';
import * as repo from './licences.repository';

type Transaction = NonNullable<Awaited<ReturnType<typeof repo.lockTransaction>>>;
const negative = (rupees: string) => paiseToRupees(-paise(rupees));

/**
 * The credit note of an invoice whose return is filed (CGST s. 34): its own series, dated today,
 * the invoice's lines and taxes with a negative sign, naming the invoice. The licence keeps none of it.
 */
async function issueCreditNote(
  tx: Executor,
  ctx: AppContext,
  actor: AuthUser,
  invoice: Transaction,
  today: string,
) {
  const { financialYear, invoiceNo } = await nextDocumentNumber(
    tx,
    ctx.config.CREDIT_NOTE_PREFIX,
    today,
    'other',
  );
  await repo.insertTransaction(tx, {
    ...pick(invoice, ['licenceId', 'employeeId', 'paymentMethod', 'remarks', 'gstApplied']),
    ...pick(invoice, ['customerName', 'customerAddress', 'customerGstin', 'placeOfSupply']),
    ...pick(invoice, ['licenseDays', 'noOfCompanies', 'freeWaBalance']),
    invoiceNo,
    financialYear,
    tranType: CREDIT_NOTE_TYPE,
    entryDate: today,
    productCharges: negative(invoice.productCharges),
    serverCharges: negative(invoice.serverCharges),
    waBalance: negative(invoice.waBalance),
    subTotal: negative(invoice.subTotal),
    gstCharges: negative(invoice.gstCharges),
    totalCharges: negative(invoice.totalCharges),
    creditOfId: invoice.id,
    previousExpiresOn: invoice.expiresOnAfter,
    expiresOnAfter: invoice.previousExpiresOn,
    createdBy: actor.id,
  });
  return invoiceNo;
}

/**
 * Soft delete. The licence's latest live transaction is reversed on the licence (expiry, WA
 * balance, companies as they were before it); an older one is refused: newer ones built on it.
 * Its invoice is cancelled while its return period is open (until GSTR-1 of its month is due, or
 * GST_FILED_UNTIL); after that a credit note is issued against it instead. Answers the message.
 */
export const deleteTransaction = (ctx: AppContext, actor: AuthUser, id: number) =>
  auditRefusal(
    ctx.db,
    actor,
    { action: 'licence.transaction.delete-refused', entity: 'licence_transaction', entityId: id },
    () =>
      ctx.db.transaction(async (tx) => {
        const transaction = await repo.lockTransaction(tx, id);
        if (!transaction) throw notFound(licenceMessages.transactionNotFound);
        if (transaction.creditOfId !== null)
          throw new AppError(409, licenceMessages.creditNoteKept);
        const licence = (await repo.lockLicenceById(tx, transaction.licenceId))!;
        if ((await repo.latestLiveTransactionId(tx, licence.id)) !== id)
          throw new AppError(409, licenceMessages.notLatest);
        const restored = {
          expiresOn: transaction.previousExpiresOn,
          noOfCompanies: transaction.previousNoOfCompanies,
          waBalance: transaction.previousWaBalance,
        };
        const today = businessToday(ctx);
        const creditNoteNo = invoiceCancellable(
          transaction.entryDate,
          today,
          ctx.config.GST_FILED_UNTIL,
        )
          ? ''
          : await issueCreditNote(tx, ctx, actor, transaction, today);
        await repo.markTransactionDeleted(tx, id, ctx.clock.now(), creditNoteNo);
        await repo.updateLicence(tx, licence.id, restored);
        await auditChange(tx, actor, 'licence.transaction.delete', 'licence_transaction', id, {
          before: {
            ...pick(licence, ['expiresOn', 'noOfCompanies', 'waBalance']),
            ...pick(transaction, ['invoiceNo', 'totalCharges', 'commission']),
          },
          after: { ...restored, deleted: true, creditNoteNo },
        });
        return creditNoteNo
          ? licenceMessages.creditNoteIssued(creditNoteNo, transaction.invoiceNo)
          : licenceMessages.transactionDeleted;
      }),
  );
