import {
  leadEventSchema,
  leadTimelineMessages,
  leadTimelinePaths,
  leadTimelineQuerySchema,
  listEnvelopeSchema,
} from '@yaar/shared';
import { okPage } from '../../lib/reply';
import { moduleRoutes } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { leadTimeline } from './lead-timeline.service';

export const leadTimelineRoutes = moduleRoutes('lead-timeline', (route, ctx) => {
  route.post(
    leadTimelinePaths.leadTimeline,
    {
      summary:
        "A lead's timeline: what happened to it, newest first (Type keeps one kind; Page/PageSize → meta, 50 a page by default)",
      body: leadTimelineQuerySchema,
      response: listEnvelopeSchema(leadEventSchema),
    },
    async (request) =>
      okPage(
        leadTimelineMessages.list,
        await leadTimeline(ctx, currentUser(request), request.body),
      ),
  );
});
