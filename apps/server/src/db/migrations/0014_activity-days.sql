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
-- The function's text of today counts by recorded_by, a column 0027 adds: PL/pgSQL resolves columns
-- when a trigger first runs, and no migration writes leads with these triggers on before 0027
-- applies the function again.
-- @apply-function lead_activity_from_leads
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
