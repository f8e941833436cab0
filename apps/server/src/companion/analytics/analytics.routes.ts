import {
  analyticsMessages,
  analyticsPaths,
  analyticsQuerySchema,
  analyticsSchema,
  analyticsCompanySchema,
  countingsQuerySchema,
  envelopeSchema,
  listEnvelopeSchema,
} from '@yaar/shared';
import { ok, okPage } from '../../lib/reply';
import { exportOrAnswer } from '../../lib/xlsx/send-workbook';
import { analyticsWorkbook, remindersWorkbook } from './analytics-exports';
import { readAnalytics, readCountings } from './analytics.service';
import { moduleRoutes } from '../../lib/route';

/** The dashboard's OYaar Analytics and Reminder Analytics (companion admin scope). */
export const analyticsRoutes = moduleRoutes('analytics', (route, ctx) => {
  route.post(
    analyticsPaths.analytics,
    {
      summary:
        'Companies and app users registered from FromDate to ToDate: counts, a page of each (FilterCompany All, Active, Expired); ExportCompany=1 → company_licenses.xlsx, ExportUsers=1 → users.xlsx',
      body: analyticsQuerySchema,
      response: envelopeSchema(analyticsSchema),
    },
    exportOrAnswer(
      (body) => analyticsWorkbook(ctx, body),
      async (body) => ok(analyticsMessages.analytics, await readAnalytics(ctx, body)),
    ),
  );

  route.post(
    analyticsPaths.countings,
    {
      summary:
        'Reminder analytics: companies whose owner’s licence runs, with the reminders sent from EntryFrom to EntryTo (17 days to today by default), most first; Search; ExportCompany or ExportUsers=1 → reminder_analytics.xlsx',
      body: countingsQuerySchema,
      response: listEnvelopeSchema(analyticsCompanySchema),
    },
    exportOrAnswer(
      (body) => remindersWorkbook(ctx, body),
      async (body) => okPage(analyticsMessages.countings, await readCountings(ctx, body)),
    ),
  );
});
