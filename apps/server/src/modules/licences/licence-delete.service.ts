import { licenceMessages } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { pick } from '../../lib/rows';
import { auditChange, auditRefusal } from '../audit';
import * as repo from './licences.repository';

/**
 * Soft delete. The licence's latest live transaction is reversed on the licence (expiry, WA
 * balance, companies as they were before it); an older one is refused: newer ones built on it.
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
        const licence = (await repo.lockLicenceById(tx, transaction.licenceId))!;
        if ((await repo.latestLiveTransactionId(tx, licence.id)) !== id)
          throw new AppError(409, licenceMessages.notLatest);
        const restored = {
          expiresOn: transaction.previousExpiresOn,
          noOfCompanies: transaction.previousNoOfCompanies,
          waBalance: transaction.previousWaBalance,
        };
        await repo.markTransactionDeleted(tx, id, ctx.clock.now());
        await repo.updateLicence(tx, licence.id, restored);
        await auditChange(tx, actor, 'licence.transaction.delete', 'licence_transaction', id, {
          before: {
            ...pick(licence, ['expiresOn', 'noOfCompanies', 'waBalance']),
            ...pick(transaction, ['invoiceNo', 'totalCharges', 'commission']),
          },
          after: { ...restored, deleted: true },
        });
      }),
  );
