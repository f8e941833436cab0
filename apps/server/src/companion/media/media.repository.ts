import { desc, eq } from 'drizzle-orm';
import type { MediaListQuery, MediaType } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { media } from '../../db/schema';
import { withPage, type PageWindow } from '../../lib/paging';
import { countWhere } from '../../lib/rows';

const m = media;

/** A media row as the service needs it: the storage key, never sent as it is. */
const storedColumns = { id: m.id, Type: m.type, Link: m.link, key: m.imagePath };
export type StoredMedia = { id: number; Type: MediaType; Link: string; key: string };

const whereOf = (query: MediaListQuery) => (query.Type ? eq(m.type, query.Type) : undefined);

/** Newest first (every media without `page`). */
export const listMedia = (db: Executor, query: MediaListQuery, page?: PageWindow) =>
  withPage(
    db.select(storedColumns).from(m).where(whereOf(query)).orderBy(desc(m.id)).$dynamic(),
    page,
  );

export const countMedia = (db: Executor, query: MediaListQuery) =>
  countWhere(db, m, whereOf(query));

export const insertMedia = async (
  db: Executor,
  row: { type: MediaType; link: string; key: string; contentType: string; createdBy: number },
) =>
  (
    await db
      .insert(m)
      .values({
        type: row.type,
        link: row.link,
        imagePath: row.key,
        contentType: row.contentType,
        createdBy: row.createdBy,
      })
      .returning({ id: m.id })
  )[0]!.id;

/** The stored image of a media: its key and type; null when there is no such media. */
export const findMediaImage = async (db: Executor, id: number) =>
  (
    await db.select({ key: m.imagePath, contentType: m.contentType }).from(m).where(eq(m.id, id))
  )[0] ?? null;

/** Deletes a media; its image's storage key, or null when there was none. */
export const deleteMedia = async (db: Executor, id: number) =>
  (await db.delete(m).where(eq(m.id, id)).returning({ key: m.imagePath }))[0]?.key ?? null;
