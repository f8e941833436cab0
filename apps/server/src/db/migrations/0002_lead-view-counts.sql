CREATE TABLE "lead_view_counts" (
	"user_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"next_date" date,
	"leads" integer NOT NULL,
	CONSTRAINT "lead_view_counts_key" UNIQUE NULLS NOT DISTINCT("user_id","status_id","next_date")
);
--> statement-breakpoint
CREATE TABLE "lead_view_totals" (
	"status_id" integer NOT NULL,
	"next_date" date,
	"leads" integer NOT NULL,
	CONSTRAINT "lead_view_totals_key" UNIQUE NULLS NOT DISTINCT("status_id","next_date")
);
--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express functions or triggers): keep lead_view_counts (per
-- owner) and lead_view_totals (all owners) equal to the live leads grouped by status and next
-- date. Statement triggers with transition tables, so a bulk insert of 200,000 leads makes one
-- grouped upsert, not 200,000. Keys are upserted in key order, so concurrent writers take the
-- counter rows' locks in the same order.
-- @apply-function lead_view_counts_add 1ae2c7e34c0b
--> statement-breakpoint
-- @apply-function lead_view_counts_apply 6d5b57ead3bb
--> statement-breakpoint
CREATE TRIGGER leads_view_counts_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_view_counts_apply();
--> statement-breakpoint
CREATE TRIGGER leads_view_counts_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_view_counts_apply();
--> statement-breakpoint
CREATE TRIGGER leads_view_counts_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_view_counts_apply();
--> statement-breakpoint
SELECT lead_view_counts_add(array_agg(user_id), array_agg(status_id), array_agg(next_date), array_agg(1))
FROM leads WHERE deleted_at IS NULL;
