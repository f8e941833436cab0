import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import type { AppContext } from '../../context';
import { businessToday } from '../../lib/clock';
import { ok, okPage } from '../../lib/reply';
import { sendWorkbook } from '../../lib/xlsx/send-workbook';
import {
  streamCompaniesWorkbook,
  streamRemindersWorkbook,
  streamUsersWorkbook,
} from './analytics-exports';
import { analyticsRange, readAnalytics, readCountings, remindersRange } from './analytics.service';
import { routesFor } from '../../lib/route';

/** The dashboard's OYaar Analytics and Reminder Analytics (companion admin scope). */
export const analyticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routesFor(app, 'analytics');
    route.post(
      analyticsPaths.analytics,
      {
        summary:
          'Companies and app users registered from FromDate to ToDate: counts, a page of each (FilterCompany All, Active, Expired); ExportCompany=1 → company_licenses.xlsx, ExportUsers=1 → users.xlsx',
        body: analyticsQuerySchema,
        response: envelopeSchema(analyticsSchema),
      },
      async (request, reply) => {
        const query = request.body;
        if (query.ExportCompany === 1)
          return sendWorkbook(reply, analyticsMessages.companiesFile, (onError) =>
            streamCompaniesWorkbook(
              ctx.db,
              analyticsRange(ctx, query),
              query.FilterCompany,
              businessToday(ctx),
              onError,
            ),
          );
        if (query.ExportUsers === 1)
          return sendWorkbook(reply, analyticsMessages.usersFile, (onError) =>
            streamUsersWorkbook(ctx.db, analyticsRange(ctx, query), onError),
          );
        return ok(analyticsMessages.analytics, await readAnalytics(ctx, query));
      },
    );

    route.post(
      analyticsPaths.countings,
      {
        summary:
          'Reminder analytics: companies whose owner’s licence runs, with the reminders sent from EntryFrom to EntryTo (17 days to today by default), most first; Search; ExportCompany or ExportUsers=1 → reminder_analytics.xlsx',
        body: countingsQuerySchema,
        response: listEnvelopeSchema(analyticsCompanySchema),
      },
      async (request, reply) => {
        const query = request.body;
        if (query.ExportCompany === 1 || query.ExportUsers === 1)
          return sendWorkbook(reply, analyticsMessages.remindersFile, (onError) =>
            streamRemindersWorkbook(
              ctx.db,
              remindersRange(ctx, query),
              query.Search,
              businessToday(ctx),
              onError,
            ),
          );
        return okPage(analyticsMessages.countings, await readCountings(ctx, query));
      },
    );
  };
