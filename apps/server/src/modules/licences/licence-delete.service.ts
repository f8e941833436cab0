import { EXTENDING_TYPES, addDays, licenceMessages, paise, paiseToRupees } from '@yaar/shared';
import type { TransactionType } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { cancelOrCreditInvoice, creditedWhenUndone } from '../../gst';
import { businessToday } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { pick } from '../../lib/rows';
import { auditChange, auditRefusal } from '../audit';
import * as repo from './licences.repository';

type Transaction = NonNullable<Awaited<ReturnType<typeof repo.lockTransaction>>>;
type Licence = NonNullable<Awaited<ReturnType<typeof repo.lockLicenceById>>>;
type LicenceState = Pick<Licence, 'expiresOn' | 'noOfCompanies' | 'waBalance'>;

/**
 * The licence once `sale` is undone. When the licence is as the sale left it (it is the latest,
 * and nothing since changed the licence), as the sale found it. Otherwise (an older sale credited,
 * issue 42, or the latest after one was) it loses only what that sale added: its days come off
 * the expiry, its WhatsApp balance off the balance (not below ₹0.00: what was sent is spent);
 * the companies stay as the newer sales set them.
 */
function licenceWithout(sale: Transaction, licence: Licence, latest: boolean): LicenceState {
  const asLeft =
    licence.expiresOn === sale.expiresOnAfter &&
    paise(licence.waBalance) === paise(sale.previousWaBalance) + paise(sale.waBalance);
  if (latest && asLeft)
    return {
      expiresOn: sale.previousExpiresOn,
      noOfCompanies: sale.previousNoOfCompanies,
      waBalance: sale.previousWaBalance,
    };
  const extended =
    EXTENDING_TYPES.includes(sale.tranType as TransactionType) &&
    sale.expiresOnAfter !== sale.previousExpiresOn;
  return {
    expiresOn:
      extended && licence.expiresOn
        ? addDays(licence.expiresOn, -sale.licenseDays)
        : licence.expiresOn,
    noOfCompanies: licence.noOfCompanies,
    waBalance: paiseToRupees(Math.max(0, paise(licence.waBalance) - paise(sale.waBalance))),
  };
}

/**
 * What a sale's credit note keeps of the licence's record: its licence, employee and period, and
 * the licence's expiry before and after the credit.
 */
const creditedSale = (
  sale: Transaction,
  licence: LicenceState,
  after: LicenceState,
  actor: AuthUser,
) => ({
  ...pick(sale, ['licenceId', 'employeeId', 'licenseDays', 'noOfCompanies', 'freeWaBalance']),
  previousExpiresOn: licence.expiresOn,
  expiresOnAfter: after.expiresOn,
  createdBy: actor.id,
});

/**
 * Soft delete. Its invoice is cancelled while its return period is open (until GSTR-1 of its
 * month is due, or GST_FILED_UNTIL): then only the licence's latest live transaction may go
 * (newer ones were built on an older one: those go first, their periods open too). After that a
 * credit note is issued against it instead (until CGST s. 34(2)'s deadline: a 422 past it), for
 * any live sale of the licence (issue 42: the newer ones may be filed and right). The licence
 * loses what the sale gave it (`licenceWithout`). Answers the message.
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
        const today = businessToday(ctx);
        const latest = (await repo.latestLiveTransactionId(tx, licence.id)) === id;
        if (!latest && !creditedWhenUndone(ctx.config, transaction, today))
          throw new AppError(409, licenceMessages.notLatest);
        const restored = licenceWithout(transaction, licence, latest);
        const creditNoteNo = await cancelOrCreditInvoice(
          tx,
          ctx.config,
          transaction,
          today,
          creditedSale(transaction, licence, restored, actor),
        );
        await repo.markTransactionDeleted(tx, id, ctx.clock.now(), today, creditNoteNo);
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
