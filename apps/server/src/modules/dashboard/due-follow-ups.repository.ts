import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leadStatuses, leadViewCounts, users } from '../../db/schema';
import { leadViewFilter, viewConditions } from '../leads';

/** One employee's follow-ups due on a business day, by the dashboard's Today and Overdue rules. */
export interface DueFollowUps {
  userId: number;
  today: number;
  overdue: number;
}

/**
 * Every active employee with follow-ups due on `day` or overdue, with the two counts their
 * dashboard shows that day: the same views (`LEAD_VIEWS` through `leadViewFilter`) read from the
 * same trigger-kept counts (`lead_view_counts`), so a reminder never says other numbers than the
 * cards. Employees with nothing due are not in the answer.
 */
export async function countDueFollowUps(db: Executor, day: string): Promise<DueFollowUps[]> {
  const countOf = (view: 'Today' | 'Overdue') => {
    const condition = and(...viewConditions(leadViewFilter(view, day), leadViewCounts));
    return sql<number>`coalesce(sum(${leadViewCounts.leads}) filter (where ${condition}), 0)`.mapWith(
      Number,
    );
  };
  const today = countOf('Today');
  const overdue = countOf('Overdue');
  return db
    .select({ userId: leadViewCounts.userId, today, overdue })
    .from(leadViewCounts)
    .innerJoin(leadStatuses, eq(leadStatuses.id, leadViewCounts.statusId))
    .innerJoin(users, and(eq(users.id, leadViewCounts.userId), eq(users.status, 1)))
    .groupBy(leadViewCounts.userId)
    .having(or(gt(today, 0), gt(overdue, 0)))
    .orderBy(leadViewCounts.userId);
}
