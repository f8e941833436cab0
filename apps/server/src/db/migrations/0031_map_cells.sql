ALTER TABLE "lead_geo_cells" DROP CONSTRAINT "lead_geo_cells_key";--> statement-breakpoint
DROP INDEX "leads_geo_live";--> statement-breakpoint
DROP INDEX "lead_geo_cells_place";--> statement-breakpoint
ALTER TABLE "lead_geo_cells" ADD COLUMN "level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_geo_cells" ADD CONSTRAINT "lead_geo_cells_key" UNIQUE("level","user_id","cell_x","cell_y");--> statement-breakpoint
-- hand-written
-- The map's cells at seven levels, per owner and for every owner (user_id 0), replace the one
-- 0.01° level per owner (schema/visits.ts). A cell of level L is 2^L / 512 degrees on a side; its
-- indices are floor(longitude × 512) >> L and floor(latitude × 512) >> L, so the levels nest.
-- Statement triggers with transition tables, as lead_view_counts: a bulk insert makes one grouped
-- upsert; an update reads only the leads whose owner, place or liveness changed (a follow-up
-- writes nothing here); keys are upserted in key order so concurrent writers lock in one order. A
-- cell whose count and sums net to nothing is not written (a lead's transfer leaves every owner's
-- cells, user_id 0, untouched: the 1e-9° bound absorbs the rounding of +x −x summed in any order).
DROP TRIGGER leads_geo_cells_insert ON leads;
--> statement-breakpoint
DROP TRIGGER leads_geo_cells_update ON leads;
--> statement-breakpoint
DROP TRIGGER leads_geo_cells_delete ON leads;
--> statement-breakpoint
DROP FUNCTION lead_geo_cells_insert();
--> statement-breakpoint
DROP FUNCTION lead_geo_cells_delete();
--> statement-breakpoint
DROP FUNCTION lead_geo_cells_apply();
--> statement-breakpoint
-- @apply-function lead_geo_cells_add 958804f8e60c
--> statement-breakpoint
-- @apply-function lead_geo_cells_apply 365ca3ab37b3
--> statement-breakpoint
CREATE TRIGGER leads_geo_cells_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_geo_cells_apply();
--> statement-breakpoint
CREATE TRIGGER leads_geo_cells_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_geo_cells_apply();
--> statement-breakpoint
CREATE TRIGGER leads_geo_cells_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_geo_cells_apply();
--> statement-breakpoint
DELETE FROM lead_geo_cells;
--> statement-breakpoint
SELECT lead_geo_cells_add(array_agg(user_id), array_agg(geo[0]), array_agg(geo[1]), array_agg(1))
FROM leads WHERE deleted_at IS NULL AND geo IS NOT NULL;
--> statement-breakpoint
-- The map's leads read from the index alone (an index-only scan when the pages are all-visible):
-- the box's key and every column the map answers.
CREATE INDEX leads_geo_map ON leads USING gist (geo)
  INCLUDE (id, user_id, status_id, next_date, company_name)
  WHERE deleted_at IS NULL AND geo IS NOT NULL;
