import { z } from 'zod';

/** The answers of `GET /dashboard-counts` and `GET /statuses-list`, and a lead's status. */
export const dashboardCountsSchema = z.object({
  OverdueLeads: z.number(),
  TodayLeads: z.number(),
  UpcomingLeads: z.number(),
  PendingLeads: z.number(),
  CompleteLeads: z.number(),
  ReferralLeads: z.number(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** `GET /statuses-list`: keyed by main status, each list sorted by SubStatus. */
export const statusItemSchema = z.object({ StatusId: z.number(), SubStatus: z.string() });
export type StatusItem = z.infer<typeof statusItemSchema>;
export const statusCatalogueSchema = z.record(z.string(), z.array(statusItemSchema));
export type StatusCatalogue = z.infer<typeof statusCatalogueSchema>;

export const leadStatusSchema = z.object({
  MainStatus: z.string(),
  SubStatus: z.string(),
  StatusId: z.number(),
});
