import type { announcementSchema } from '@yaar/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import * as repo from './announcements.repository';

/**
 * Hands the unsent outbox rows (of one announcement, or all) to the push service; a failure is
 * recorded on the row, which stays unsent for the next try (at start, or the next announcement).
 */
export async function deliverPushes(ctx: AppContext, announcementId?: number): Promise<number> {
  let sent = 0;
  for (const push of await repo.unsentPushes(ctx.db, announcementId)) {
    try {
      await ctx.push.send({ audience: push.audience, title: push.title, body: push.body });
      await repo.markPushSent(ctx.db, push.id);
      sent += 1;
    } catch (error) {
      await repo.markPushFailed(
        ctx.db,
        push.id,
        error instanceof Error ? error.message : String(error),
      );
    }
  }
  return sent;
}

/**
 * `POST /announcement-for-all`: the announcement and its outbox row in one transaction, then the
 * push. Answers whether the push service took it (the announcement is kept either way).
 */
export async function sendAnnouncement(
  ctx: AppContext,
  backOfficeUserId: number,
  input: z.output<typeof announcementSchema>,
): Promise<boolean> {
  const id = await ctx.db.transaction((tx) =>
    repo.insertAnnouncement(tx, {
      title: input.Title,
      body: input.Body,
      sentTo: input.SentTo,
      createdBy: backOfficeUserId,
    }),
  );
  return (await deliverPushes(ctx, id)) > 0;
}
