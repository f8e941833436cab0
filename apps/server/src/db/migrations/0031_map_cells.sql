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
CREATE FUNCTION lead_geo_cells_add(owners integer[], longitudes float8[], latitudes float8[], deltas integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_geo_cells AS c (level, user_id, cell_x, cell_y, leads, sum_longitude, sum_latitude)
  SELECT level, owner, floor(lon * 512)::int >> level, floor(lat * 512)::int >> level, sum(n),
    sum(n * lon), sum(n * lat)
  FROM unnest(owners, longitudes, latitudes, deltas) AS t(u, lon, lat, n)
    CROSS JOIN generate_series(0, 12, 2) AS level
    CROSS JOIN LATERAL (VALUES (u), (0)) AS scope(owner)
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR abs(sum(n * lon)) > 1e-9 OR abs(sum(n * lat)) > 1e-9
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT lead_geo_cells_key DO UPDATE SET leads = c.leads + excluded.leads,
    sum_longitude = c.sum_longitude + excluded.sum_longitude,
    sum_latitude = c.sum_latitude + excluded.sum_latitude;
$$;
--> statement-breakpoint
CREATE FUNCTION lead_geo_cells_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners integer[];
  longitudes float8[];
  latitudes float8[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(geo[0]), array_agg(geo[1]), array_agg(1)
      INTO owners, longitudes, latitudes, deltas
      FROM new_rows WHERE deleted_at IS NULL AND geo IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(user_id), array_agg(geo[0]), array_agg(geo[1]), array_agg(-1)
      INTO owners, longitudes, latitudes, deltas
      FROM old_rows WHERE deleted_at IS NULL AND geo IS NOT NULL;
  ELSE
    SELECT array_agg(x.user_id), array_agg(x.geo[0]), array_agg(x.geo[1]), array_agg(x.delta)
      INTO owners, longitudes, latitudes, deltas
      FROM new_rows n JOIN old_rows o USING (id)
        CROSS JOIN LATERAL (VALUES (n.user_id, n.geo, n.deleted_at, 1),
          (o.user_id, o.geo, o.deleted_at, -1)) AS x(user_id, geo, deleted_at, delta)
      WHERE (n.user_id <> o.user_id OR (n.deleted_at IS NULL) <> (o.deleted_at IS NULL)
          OR (n.geo[0], n.geo[1]) IS DISTINCT FROM (o.geo[0], o.geo[1]))
        AND x.deleted_at IS NULL AND x.geo IS NOT NULL;
  END IF;
  IF owners IS NOT NULL THEN
    PERFORM lead_geo_cells_add(owners, longitudes, latitudes, deltas);
  END IF;
  RETURN NULL;
END
$$;
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
