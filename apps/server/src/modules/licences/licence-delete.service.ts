import { licenceMessages } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { cancelOrCreditInvoice } from '../../gst';
import { businessToday } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { pick } from '../../lib/rows';
import { auditChange, auditRefusal } from '../audit';
import * as repo from './licences.repository';

type Transaction = NonNullable<Awaited<ReturnType<typeof repo.lockTransaction>>>;

/**
 * What a sale's credit note keeps of the licence's record: its licence, employee and period, the
 * period reversed (the licence keeps none of it).
 */
const creditedSale = (sale: Transaction, actor: AuthUser) => ({
  ...pick(sale, ['licenceId', 'employeeId', 'licenseDays', 'noOfCompanies', 'freeWaBalance']),
  previousExpiresOn: sale.expiresOnAfter,
  expiresOnAfter: sale.previousExpiresOn,
  createdBy: actor.id,
});

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
        const creditNoteNo = await cancelOrCreditInvoice(
          tx,
          ctx.config,
          transaction,
          businessToday(ctx),
          creditedSale(transaction, actor),
        );
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
