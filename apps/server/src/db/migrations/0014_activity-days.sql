CREATE TABLE "lead_activity_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"new_leads" integer NOT NULL,
	"follow_ups" integer NOT NULL,
	CONSTRAINT "lead_activity_days_key" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express functions or triggers): keep lead_activity_days equal
-- to the live leads counted by (entry_date, owner) and their follow-ups counted by (follow_up_date,
-- the employee who recorded them), as the dashboard's week of activity counted them on every
-- request before. Statement triggers with transition tables, so a bulk import makes one grouped
-- upsert; keys are upserted in key order, so concurrent writers lock counter rows in one order.
-- @apply-function lead_activity_add 081f05f948bf
--> statement-breakpoint
CREATE FUNCTION lead_activity_from_leads() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
  users integer[];
  lead_deltas integer[];
  follow_up_deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(entry_date), array_agg(user_id), array_agg(1), array_agg(0)
      INTO days, users, lead_deltas, follow_up_deltas
      FROM new_rows WHERE deleted_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    -- A lead with follow-ups cannot be deleted (follow_ups.lead_id has no cascade).
    SELECT array_agg(entry_date), array_agg(user_id), array_agg(-1), array_agg(0)
      INTO days, users, lead_deltas, follow_up_deltas
      FROM old_rows WHERE deleted_at IS NULL;
  ELSE
    SELECT array_agg(day), array_agg(user_id), array_agg(l), array_agg(f)
      INTO days, users, lead_deltas, follow_up_deltas
      FROM (
        SELECT n.entry_date AS day, n.user_id, 1 AS l, 0 AS f
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.deleted_at IS NULL
            AND (o.deleted_at IS NOT NULL OR o.entry_date <> n.entry_date OR o.user_id <> n.user_id)
        UNION ALL
        SELECT o.entry_date, o.user_id, -1, 0
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.deleted_at IS NULL
            AND (n.deleted_at IS NOT NULL OR o.entry_date <> n.entry_date OR o.user_id <> n.user_id)
        -- A lead deleted or restored takes its follow-ups out of the counts, or back in.
        UNION ALL
        SELECT f.follow_up_date, f.user_id, 0, CASE WHEN n.deleted_at IS NULL THEN 1 ELSE -1 END
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          JOIN follow_ups f ON f.lead_id = n.id
          WHERE (o.deleted_at IS NULL) <> (n.deleted_at IS NULL)
      ) AS changes;
  END IF;
  IF days IS NOT NULL THEN
    PERFORM lead_activity_add(days, users, lead_deltas, follow_up_deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- @apply-function lead_activity_from_follow_ups 91cfae8ad5e0
--> statement-breakpoint
CREATE TRIGGER leads_activity_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_activity_from_leads();
--> statement-breakpoint
CREATE TRIGGER leads_activity_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_activity_from_leads();
--> statement-breakpoint
CREATE TRIGGER leads_activity_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_activity_from_leads();
--> statement-breakpoint
CREATE TRIGGER follow_ups_activity_insert AFTER INSERT ON follow_ups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_activity_from_follow_ups();
--> statement-breakpoint
CREATE TRIGGER follow_ups_activity_update AFTER UPDATE ON follow_ups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_activity_from_follow_ups();
--> statement-breakpoint
CREATE TRIGGER follow_ups_activity_delete AFTER DELETE ON follow_ups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_activity_from_follow_ups();
--> statement-breakpoint
SELECT lead_activity_add(array_agg(day), array_agg(user_id), array_agg(l), array_agg(f))
FROM (
  SELECT entry_date AS day, user_id, 1 AS l, 0 AS f FROM leads WHERE deleted_at IS NULL
  UNION ALL
  SELECT f.follow_up_date, f.user_id, 0, 1
    FROM follow_ups f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL
) AS existing;
--> statement-breakpoint
-- Added by hand: tell every app process (each pooled connection LISTENs) that a token or a user
-- changed, so the in-process cache of bearer-token lookups drops what it holds at once.
-- @apply-function notify_auth_changed d4d61ceda7b1
--> statement-breakpoint
CREATE TRIGGER api_tokens_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON api_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
