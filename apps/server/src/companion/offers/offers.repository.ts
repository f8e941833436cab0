import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { Offer, OfferListQuery } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { companies, offers } from '../../db/schema';
import { apiColumns, zeroOne } from '../../lib/api-columns';
import { selectList } from '../../lib/paging';

const o = offers;

/**
 * An offer under its API names (spec 2 §3). PhoneNo is the offer's own, else its company's;
 * FilePath is still the storage key here (the service signs it into a URL).
 */
const offerColumns = apiColumns({
  OfferId: o.id,
  Title: o.title,
  Body: o.body,
  PhoneNo: sql<string>`coalesce(nullif(${o.phoneNo}, ''), ${companies.phoneNo}, '')`,
  StartDate: o.startDate,
  EndDate: o.endDate,
  FilePath: o.filePath,
  IsApproved: zeroOne(o.isApproved),
} satisfies Record<keyof Offer, unknown>);

const whereOf = (query: OfferListQuery) =>
  query.IsApproved === undefined ? undefined : eq(o.isApproved, query.IsApproved === 1);

/** The list: newest first (`selectList`). */
export const offerList = (db: Executor, query: OfferListQuery) =>
  selectList(
    db,
    () =>
      db
        .select(offerColumns)
        .from(o)
        .leftJoin(companies, eq(companies.id, o.companyId))
        .where(whereOf(query))
        .$dynamic(),
    [desc(o.createdAt), desc(o.id)],
  );

/** Approves a pending offer in one statement; false when there is none pending with this id. */
export const approvePendingOffer = async (
  db: Executor,
  id: number,
  approvedBy: number,
  approvedAt: Date,
) =>
  (
    await db
      .update(o)
      .set({ isApproved: true, approvedBy, approvedAt })
      .where(and(eq(o.id, id), not(o.isApproved)))
      .returning({ id: o.id })
  ).length > 0;

/** The offer's approval and image key, or null when there is no such offer. */
export const findOffer = async (db: Executor, id: number) =>
  (
    await db.select({ isApproved: o.isApproved, filePath: o.filePath }).from(o).where(eq(o.id, id))
  )[0] ?? null;
