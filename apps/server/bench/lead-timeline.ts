import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import type { LoadTarget } from './load';

/** The events of the bench's longest story (issue 43: "a lead with 500 events"). */
export const TIMELINE_EVENTS = 500;
/** A page as the Lead Update screen asks for it. */
const PAGE_SIZE = 20;

export interface TimelineSeed {
  leadId: number;
  events: number;
  seconds: number;
}

/**
 * Every seeded lead's history as migration 0035 would give it (its creation, each follow-up), set
 * based; then the first lead's story made TIMELINE_EVENTS long with follow-ups, updates and visits
 * a few hours apart, so the first page is read among every lead's events.
 */
export async function seedLeadTimelines(ctx: AppContext): Promise<TimelineSeed> {
  const started = performance.now();
  await ctx.db.execute(sql`
    insert into lead_events (lead_id, at, type, actor_id)
    select id, created_at, 'created', recorded_by from leads`);
  await ctx.db.execute(sql`
    insert into lead_events (lead_id, at, type, actor_id, details)
    select f.lead_id, f.created_at, 'follow-up', f.user_id, jsonb_build_object(
      'FollowUpId', f.id, 'FollowUpDate', f.follow_up_date::text,
      'Status', s.main_status || ' / ' || s.sub_status, 'Remarks', f.remarks,
      'NextDate', coalesce(f.next_date::text, ''))
    from follow_ups f left join lead_statuses s on s.id = f.status_id`);
  const lead = await ctx.db.execute<{ id: number; user_id: number; events: number }>(sql`
    select l.id, l.user_id, (select count(*)::int from lead_events e where e.lead_id = l.id) as events
    from leads l order by l.id limit 1`);
  const { id, user_id: userId, events } = lead.rows[0]!;
  await ctx.db.execute(sql`
    insert into lead_events (lead_id, at, type, actor_id, details)
    select ${id}, now() - make_interval(hours => i * 3),
      (array['follow-up', 'updated', 'visit'])[1 + i % 3], ${userId},
      case i % 3
        when 0 then jsonb_build_object('Status', 'Pending / Interested', 'Remarks',
          'Called again, number ' || i, 'NextDate', (current_date + 3)::text, 'FollowUpDate',
          current_date::text)
        when 1 then jsonb_build_object('Changes', jsonb_build_array(jsonb_build_object(
          'Field', 'CompanyName', 'From', 'Shop ' || i, 'To', 'Shop ' || (i + 1))))
        else jsonb_build_object('DistanceM', 40 + i % 90, 'Flags', '[]'::jsonb, 'Photo', false)
      end
    from generate_series(1, ${Math.max(0, TIMELINE_EVENTS - events)}) as i`);
  return { leadId: id, events: TIMELINE_EVENTS, seconds: (performance.now() - started) / 1000 };
}

/** The first page of that lead's timeline, read by the administrator. */
export const timelineTarget = (
  base: string,
  auth: Record<string, string>,
  leadId: number,
): LoadTarget & { p95Target: number } => ({
  name: `lead-timeline, first page (${PAGE_SIZE}) of a lead with ${TIMELINE_EVENTS} events`,
  url: `${base}/api/lead-timeline`,
  method: 'POST',
  headers: auth,
  body: { LeadId: leadId, Page: 1, PageSize: PAGE_SIZE },
  p95Target: 50,
});
