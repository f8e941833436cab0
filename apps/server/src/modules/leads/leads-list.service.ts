import type { Readable } from 'node:stream';
import {
  MAX_DB_ID,
  DEFAULT_LEADS_PAGE_SIZE,
  LEAD_VIEWS,
  SEARCH_COUNT_CAP,
  type LeadListItem,
  type PageMeta,
  type leadsListQuerySchema,
} from '@yaar/shared';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { cachePerDatabase } from '../../lib/notified-cache';
import { pageMeta, pageWindow } from '../../lib/paging';
import { streamLeadsWorkbook } from './lead-export';
import { leadViewFilter } from './lead-views';
import {
  countLeadRows,
  listLeadPage,
  listLeadRows,
  type LeadFilter,
} from './leads-list.repository';

export type LeadsListQuery = z.output<typeof leadsListQuerySchema>;

/** Without Page/PageSize the spec answers every row; past this many we answer a first page with meta. */
export const MAX_UNPAGED_LEADS = 10_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function searchFilter(term: string): LeadFilter['search'] {
  const text = `%${escapeLike(term)}%`;
  const digits = term.replace(/[\s\-+().]/g, '');
  if (!/^\d+$/.test(digits)) return { text, term };
  return {
    text,
    digits: `%${digits.length > 10 && digits.startsWith('91') ? digits.slice(2) : digits}%`,
  };
}

/** The list's filters (spec 1 §2.7), with what the caller may see (DESIGN §3) and today's business day. */
export function leadFilterOf(ctx: AppContext, actor: AuthUser, query: LeadsListQuery): LeadFilter {
  const filter: LeadFilter = { mainStatuses: [] };
  if (!actor.isAdmin) filter.ownerId = actor.id;
  else if (query.ByUser && query.UserId !== undefined) filter.ownerId = query.UserId;
  if (query.Status) filter.mainStatuses.push(query.Status);
  // The picker sends the StatusId (a number, or its digits); anything else is a name. Digits
  // beyond any id are a name no status has, not an id PostgreSQL's integer cannot hold.
  const sub = query.SubStatus;
  const subId = typeof sub === 'string' && /^\d+$/.test(sub) ? Number(sub) : sub;
  if (typeof subId === 'number' && subId <= MAX_DB_ID) filter.subStatusId = subId;
  else if (sub) filter.subStatusName = String(sub);
  if (query.FollowUpStatus) {
    const view = leadViewFilter(query.FollowUpStatus, businessToday(ctx));
    // Status Pending with the Today view names Pending once: the same condition twice made the
    // planner square its share of the leads (124 estimated, 18,662 found) and sort a whole day.
    for (const main of view.mainStatuses)
      if (!filter.mainStatuses.includes(main)) filter.mainStatuses.push(main);
    if (view.subStatusName) filter.subStatusName = view.subStatusName;
    if (view.nextDate) filter.nextDate = view.nextDate;
  }
  const search = query.Search?.trim();
  if (search) filter.search = searchFilter(search);
  return filter;
}

/** `POST /leads-list`: a page (with meta) when Page or PageSize is given, else every row up to a cap. */
export async function listLeads(
  ctx: AppContext,
  actor: AuthUser,
  query: LeadsListQuery,
): Promise<{ rows: LeadListItem[]; meta?: PageMeta }> {
  const filter = leadFilterOf(ctx, actor, query);
  const sort =
    query.Sort ?? (query.FollowUpStatus ? LEAD_VIEWS[query.FollowUpStatus].sort : 'Newest');
  const window = pageWindow(query, DEFAULT_LEADS_PAGE_SIZE);
  if (!window) {
    const rows = await listLeadRows(
      ctx.db,
      filter,
      { limit: MAX_UNPAGED_LEADS + 1, offset: 0 },
      sort,
    );
    if (rows.length <= MAX_UNPAGED_LEADS) return { rows };
    const total = await countLeadRows(ctx.db, filter);
    return {
      rows: rows.slice(0, MAX_UNPAGED_LEADS),
      meta: { total, page: 1, pageSize: MAX_UNPAGED_LEADS },
    };
  }
  // Only a search is counted up to a cap; a plain list's total comes exact from the kept counts.
  if (!filter.search) {
    const { rows, total } = await listLeadPage(ctx.db, filter, window, sort);
    return { rows, meta: pageMeta(window, total) };
  }
  // A search's count is the costly part (it reads the matching leads); paging through one term
  // asks for it again and again, so it is kept until any lead or status changes.
  const cache = searchCountsOf(ctx.db);
  const key = JSON.stringify(filter);
  const now = ctx.clock.now().getTime();
  const counted = cache.get(key, now);
  if (counted !== undefined) {
    const rows = await listLeadRows(ctx.db, filter, window, sort);
    return { rows, meta: pageMeta(window, counted, SEARCH_COUNT_CAP) };
  }
  const generation = cache.generation;
  const { rows, total } = await listLeadPage(ctx.db, filter, window, sort, SEARCH_COUNT_CAP);
  cache.set(key, total, now + SEARCH_COUNT_MAX_AGE_MS, generation, now);
  return { rows, meta: pageMeta(window, total, SEARCH_COUNT_CAP) };
}

/** How long a search's count may be reused without any change to leads (a backstop). */
const SEARCH_COUNT_MAX_AGE_MS = 30_000;

/**
 * What each searched filter matched, per process, emptied by the 'leads_changed' notification
 * (a trigger on leads and lead_statuses sends it): this process's own writes empty it before
 * they return, another process's within milliseconds.
 */
const searchCountsOf = cachePerDatabase<number>({
  channel: 'leads_changed',
  maxAgeMs: SEARCH_COUNT_MAX_AGE_MS,
  maxEntries: 5_000,
});

/**
 * `ExportLead`: the administrator's `leads.xlsx` of every row the filters match, streamed. The
 * stream is returned at once; rows are written as the database cursor yields them.
 */
export function exportLeads(
  ctx: AppContext,
  actor: AuthUser,
  query: LeadsListQuery,
  onError: (error: unknown) => void,
): Readable {
  if (!actor.isAdmin) throw forbidden();
  return streamLeadsWorkbook(ctx.db, leadFilterOf(ctx, actor, query), onError);
}
