CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"details" jsonb
);
--> statement-breakpoint
CREATE INDEX "lead_events_lead_at" ON "lead_events" USING btree ("lead_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Added by hand (docs/decisions.md, issue 43): the timeline is append-only. An event is a fact
-- about the past; nothing updates or deletes one (a restore truncates, which this does not stop).
-- @apply-function lead_events_append_only 58681bf3e431
--> statement-breakpoint
CREATE TRIGGER lead_events_append_only BEFORE UPDATE OR DELETE ON lead_events
  FOR EACH ROW EXECUTE FUNCTION lead_events_append_only();--> statement-breakpoint
-- The history already stored, so old leads are not blank. Created or imported: an import's leads
-- were inserted in the transaction of its 'lead.import' audit row, so they share its created_at
-- (now() is the transaction's time) and its actor.
INSERT INTO lead_events (lead_id, at, type, actor_id)
SELECT l.id, l.created_at, CASE WHEN i.at IS NULL THEN 'created' ELSE 'imported' END, l.recorded_by
FROM leads l
LEFT JOIN (
  SELECT DISTINCT created_at AS at, actor_user_id AS actor FROM audit_log WHERE action = 'lead.import'
) i ON i.at = l.created_at AND i.actor = l.recorded_by;--> statement-breakpoint
-- Follow-ups: by the employee they name, with the status, remarks and dates they set.
INSERT INTO lead_events (lead_id, at, type, actor_id, details)
SELECT f.lead_id, f.created_at, 'follow-up', f.user_id, jsonb_build_object(
  'FollowUpId', f.id,
  'FollowUpDate', f.follow_up_date::text,
  'Status', coalesce(s.main_status || ' / ' || s.sub_status, ''),
  'Remarks', f.remarks,
  'NextDate', coalesce(f.next_date::text, ''))
FROM follow_ups f LEFT JOIN lead_statuses s ON s.id = f.status_id;--> statement-breakpoint
-- Visits: at their own time, with the distance and flags the server worked out.
INSERT INTO lead_events (lead_id, at, type, actor_id, details)
SELECT v.lead_id, v.visited_at, 'visit', v.user_id, jsonb_build_object(
  'VisitId', v.id,
  'DistanceM', round(v.distance_m)::int,
  'Flags', to_jsonb(v.flags),
  'Photo', v.photo_key IS NOT NULL)
FROM visits v;--> statement-breakpoint
-- The audit log's lead rows: transfers and assignments (from whom to whom, named as today),
-- deletions, and the status changes of the Lead Update form (a follow-up's own status change,
-- which names its FollowUpId, is the follow-up event above). Photos were never recorded.
INSERT INTO lead_events (lead_id, at, type, actor_id, details)
SELECT l.id, a.created_at,
  CASE a.action
    WHEN 'lead.transfer' THEN 'transferred'
    WHEN 'lead.assign' THEN 'assigned'
    WHEN 'lead.delete' THEN 'deleted'
    ELSE 'updated'
  END,
  a.actor_user_id,
  CASE
    WHEN a.action IN ('lead.transfer', 'lead.assign') THEN jsonb_build_object(
      'From', CASE WHEN fu.id IS NULL THEN NULL
        ELSE jsonb_build_object('id', fu.id, 'Name', fu.first_name || ' ' || fu.last_name) END,
      'To', CASE WHEN tu.id IS NULL THEN NULL
        ELSE jsonb_build_object('id', tu.id, 'Name', tu.first_name || ' ' || tu.last_name) END)
      || CASE WHEN a.action = 'lead.assign'
        THEN jsonb_build_object('NextDate', coalesce(a.details -> 'after' ->> 'NextDate', ''))
        ELSE '{}'::jsonb END
    WHEN a.action = 'lead.status' THEN jsonb_build_object('Changes',
      jsonb_build_array(jsonb_build_object(
        'Field', 'StatusId',
        'From', coalesce(sb.main_status || ' / ' || sb.sub_status, ''),
        'To', coalesce(sa.main_status || ' / ' || sa.sub_status, '')))
      || CASE WHEN (a.details -> 'before' ->> 'NextDate') IS DISTINCT FROM (a.details -> 'after' ->> 'NextDate')
        THEN jsonb_build_array(jsonb_build_object(
          'Field', 'NextDate',
          'From', coalesce(to_char((a.details -> 'before' ->> 'NextDate')::date, 'DD-MM-YYYY'), ''),
          'To', coalesce(to_char((a.details -> 'after' ->> 'NextDate')::date, 'DD-MM-YYYY'), '')))
        ELSE '[]'::jsonb END)
  END
FROM audit_log a
JOIN leads l ON a.entity_id ~ '^[0-9]{1,9}$' AND l.id = a.entity_id::int
LEFT JOIN users fu ON a.action IN ('lead.transfer', 'lead.assign')
  AND fu.id = (a.details -> 'before' ->> 'UserId')::int
LEFT JOIN users tu ON a.action IN ('lead.transfer', 'lead.assign')
  AND tu.id = (a.details -> 'after' ->> 'UserId')::int
LEFT JOIN lead_statuses sb ON a.action = 'lead.status'
  AND sb.id = (a.details -> 'before' ->> 'StatusId')::int
LEFT JOIN lead_statuses sa ON a.action = 'lead.status'
  AND sa.id = (a.details -> 'after' ->> 'StatusId')::int
WHERE a.entity = 'lead'
  AND (a.action IN ('lead.transfer', 'lead.assign', 'lead.delete')
    OR (a.action = 'lead.status' AND NOT (a.details -> 'after') ? 'FollowUpId'))
ORDER BY a.id;
