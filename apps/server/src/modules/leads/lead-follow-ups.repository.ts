import { desc, eq, sql } from 'drizzle-orm';
import type { FollowUp } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { followUps, leadStatuses, users } from '../../db/schema';

// Read here, in the leads module, so both the lead's details and the follow-ups module reach it
// without the two modules importing each other; the follow-ups module writes them.
/** A lead's follow-ups, newest first (by follow-up date, then by entry). */
export async function listFollowUpRows(
  db: Executor,
  leadId: number,
  timeZone: string,
): Promise<FollowUp[]> {
  const rows = await db
    .select({
      id: followUps.id,
      LeadId: followUps.leadId,
      FollowUpDate: followUps.followUpDate,
      NextDate: followUps.nextDate,
      UserId: followUps.userId,
      EmployeeName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      Remarks: followUps.remarks,
      MainStatus: leadStatuses.mainStatus,
      SubStatus: leadStatuses.subStatus,
      StatusId: leadStatuses.id,
      EntryDate: sql<string>`((${followUps.createdAt} at time zone ${timeZone})::date)::text`,
    })
    .from(followUps)
    .innerJoin(users, eq(users.id, followUps.userId))
    .leftJoin(leadStatuses, eq(leadStatuses.id, followUps.statusId))
    .where(eq(followUps.leadId, leadId))
    .orderBy(desc(followUps.followUpDate), desc(followUps.id));
  return rows.map(({ MainStatus, SubStatus, StatusId, ...row }) => ({
    ...row,
    status:
      StatusId === null || MainStatus === null || SubStatus === null
        ? null
        : { MainStatus, SubStatus, StatusId },
  }));
}
