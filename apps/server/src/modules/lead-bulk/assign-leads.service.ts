import { leadBulkMessages, type AssignLeads } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { validationFailed } from '../../lib/errors';
import { recordAudits } from '../audit';
import { handsOf } from '../lead-events';
import { isActiveEmployee } from '../users';
import * as repo from './lead-bulk.repository';

/**
 * `POST /assign-leads` (DESIGN §7): NoOfLeads leads of the admin's own pool (owned by the acting
 * admin, the chosen sub status, entered on or before EntryDate), oldest first, go to an active
 * employee with NextDate. One transaction; the rows are taken `FOR UPDATE SKIP LOCKED`, so a second
 * admin assigning at the same moment takes other leads or finds fewer. Fewer than asked: nothing
 * moves, and a 422 says how many match.
 */
export async function assignLeads(ctx: AppContext, actor: AuthUser, input: AssignLeads) {
  if (input.UserId === actor.id || !(await isActiveEmployee(ctx.db, input.UserId))) {
    throw validationFailed({ UserId: leadBulkMessages.employeeInactive });
  }
  return ctx.db.transaction(async (tx) => {
    // The timeline's 'assigned' event of each lead moved is written by the same statement.
    const hands = { ...(await handsOf(tx, actor.id, input.UserId)), NextDate: input.NextDate };
    const moved = await repo.moveFromPool(tx, actor.id, input, hands);
    if (moved.length < input.NoOfLeads) {
      // Thrown inside the transaction: the leads already moved go back.
      throw validationFailed({ NoOfLeads: leadBulkMessages.tooFewMatch(moved.length) });
    }
    await recordAudits(
      tx,
      moved.map((lead) => ({
        actorUserId: actor.id,
        action: 'lead.assign',
        entity: 'lead',
        entityId: lead.id,
        before: { UserId: actor.id, NextDate: lead.next_date },
        after: { UserId: input.UserId, NextDate: input.NextDate },
      })),
    );
    return { assigned: moved.length };
  });
}
