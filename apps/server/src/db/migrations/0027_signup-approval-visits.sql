ALTER TABLE "users" ADD COLUMN "approved_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Edited by hand: the column is added empty, filled, then made NOT NULL (drizzle-kit adds a NOT NULL
-- column without a default, which fails on a table with rows).
ALTER TABLE "leads" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Added by hand. Every account until now was let in at sign-up (SIGNUP_APPROVAL did not exist):
-- approved when created. An account deactivated since stays approved: it is inactive, not waiting.
UPDATE users SET approved_at = created_at;
--> statement-breakpoint
-- Who recorded an existing lead is not known: its owner is the best guess (what the dashboard
-- counted until now). The leads' own triggers are off for the fill: no count depends on the
-- column yet, and lead_activity_days is rebuilt below.
ALTER TABLE leads DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE leads SET recorded_by = user_id;
--> statement-breakpoint
ALTER TABLE leads ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE leads ALTER COLUMN recorded_by SET NOT NULL;
--> statement-breakpoint
-- Today's Visits counts what the employee did (docs/decisions.md): the leads they recorded, by
-- (entry_date, recorded_by), and the follow-ups they recorded. An owner change (Assign Leads, a
-- transfer) no longer moves a lead's count; a soft delete or a restore still takes it out or back.
-- @apply-function lead_activity_from_leads ee5b1caee1af
--> statement-breakpoint
-- Rebuilt from scratch under the new rule: leads assigned to someone no longer count as theirs.
TRUNCATE lead_activity_days;
--> statement-breakpoint
INSERT INTO lead_activity_days (day, user_id, new_leads, follow_ups)
SELECT day, user_id, sum(l), sum(f)
FROM (
  SELECT entry_date AS day, recorded_by AS user_id, 1 AS l, 0 AS f FROM leads WHERE deleted_at IS NULL
  UNION ALL
  SELECT f.follow_up_date, f.user_id, 0, 1
    FROM follow_ups f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL
) AS existing
GROUP BY day, user_id
ORDER BY day, user_id;
