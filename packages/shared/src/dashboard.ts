import { z } from 'zod';

/** One business day of work: leads entered and follow-ups recorded. */
export const activityDaySchema = z.object({
  /** `YYYY-MM-DD`, the business day. */
  Date: z.string(),
  NewLeads: z.number().int(),
  FollowUps: z.number().int(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

/**
 * `GET /dashboard-activity`: the field work behind the counts. A visit is a lead entered or a
 * follow-up recorded; staff see their own, the administrator everyone's. `Week` is the last seven
 * business days, oldest first, today last.
 */
export const dashboardActivitySchema = z.object({
  VisitsToday: z.number().int(),
  NewLeadsThisWeek: z.number().int(),
  FollowUpsThisWeek: z.number().int(),
  Week: z.array(activityDaySchema),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;
