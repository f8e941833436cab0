import { USER_STATUS, paiseToRupees, userAdminMessages, type userUpdateSchema } from '@yaar/shared';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { validationFailed, found } from '../../lib/errors';
import { auditChange } from '../audit';
import { cityExists } from '../cities';
import { recordRateChange } from './commission-rates';
import { personalColumns } from './personal-columns';
import * as repo from './users.repository';

type UserUpdate = z.output<typeof userUpdateSchema>;

/**
 * `POST /update-user`: the full edit or the status alone, in one transaction with an audit row.
 * Deactivating revokes the user's tokens at once (the database's trigger, and the companion's here);
 * the administrator cannot deactivate their own account.
 */
export async function updateUser(ctx: AppContext, actor: AuthUser, input: UserUpdate) {
  const user = found(await repo.findUserById(ctx.db, input.id), userAdminMessages.userNotFound);
  if (input.id === actor.id && input.Status === USER_STATUS.inactive)
    throw validationFailed({ Status: userAdminMessages.ownAccount });
  const email = input.kind === 'edit' ? input.Email.toLowerCase() : user.email;
  if (input.kind === 'edit') {
    if (!(await cityExists(ctx.db, input.CityId)))
      throw validationFailed({ CityId: userAdminMessages.cityUnknown });
    const taken = await repo.takenByOthers(ctx.db, user.id, email, input.MobileNo);
    if (taken.email || taken.mobileNo) {
      throw validationFailed({
        ...(taken.email ? { Email: userAdminMessages.emailTaken } : {}),
        ...(taken.mobileNo ? { MobileNo: userAdminMessages.mobileTaken } : {}),
      });
    }
  }
  const changes =
    input.kind === 'edit'
      ? {
          ...personalColumns(input),
          email,
          oyComm1: paiseToRupees(input.OYComm1),
          oyComm2: paiseToRupees(input.OYComm2),
          ...(input.Status === undefined ? {} : { status: input.Status }),
        }
      : { status: input.Status };
  // Switching on a sign-up that waits (SIGNUP_APPROVAL=admin) approves it, once.
  const approves = changes.status === USER_STATUS.active && user.approvedAt === null;
  const written = approves ? { ...changes, approvedAt: ctx.clock.now() } : changes;
  await ctx.db.transaction(async (tx) => {
    await repo.updateUserRecord(tx, user.id, written);
    // From today a sale earns the new rates; one dated before, those of its day (issue 42).
    if (input.kind === 'edit')
      await recordRateChange(tx, user.id, businessToday(ctx), user, {
        oyComm1: paiseToRupees(input.OYComm1),
        oyComm2: paiseToRupees(input.OYComm2),
      });
    if (changes.status === USER_STATUS.inactive)
      await ctx.companion.revokeTokensOfUser(tx, user.id);
    const before = Object.fromEntries(
      Object.keys(written).map((key) => [key, user[key as keyof typeof user]]),
    );
    await auditChange(
      tx,
      actor,
      approves ? 'user.approve' : input.kind === 'edit' ? 'user.update' : 'user.status',
      'user',
      user.id,
      { before, after: written },
    );
  });
  return input.kind === 'edit' ? userAdminMessages.userUpdated : userAdminMessages.statusUpdated;
}
