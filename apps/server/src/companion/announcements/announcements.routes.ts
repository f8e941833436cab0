import { z } from 'zod';
import {
  announcementMessages,
  announcementPaths,
  announcementSchema,
  announcementSchemaItem,
  envelopeSchema,
} from '@yaar/shared';
import { ok } from '../../lib/reply';
import { currentCompanionCaller } from '../auth';
import { listAnnouncements } from './announcements.repository';
import { sendAnnouncement } from './announcements.service';
import { moduleRoutes } from '../../lib/route';

/** Announcements (spec 2 §2, §7): companion admin scope. */
export const announcementsRoutes = moduleRoutes('announcements', (route, ctx) => {
  route.command(
    announcementPaths.announcementForAll,
    {
      summary:
        'Sends an announcement (Title, Body) to the app’s businesses (SentTo companies) or customers (users) by push; kept and retried if the push service is down',
      body: announcementSchema,
      done: announcementMessages.sent,
    },
    async (request) => {
      const caller = currentCompanionCaller(request);
      await sendAnnouncement(ctx, caller.backOfficeUser.id, request.body);
    },
  );

  route.get(
    announcementPaths.announcementList,
    {
      summary: 'The 50 newest announcements, with whether the push service took each',
      response: envelopeSchema(z.array(announcementSchemaItem)),
    },
    async () => ok(announcementMessages.list, await listAnnouncements(ctx.db, 50)),
  );
});
