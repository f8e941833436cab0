CREATE TABLE "lead_geo_cells" (
	"user_id" integer NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"leads" integer NOT NULL,
	"sum_longitude" double precision NOT NULL,
	"sum_latitude" double precision NOT NULL,
	CONSTRAINT "lead_geo_cells_key" UNIQUE("user_id","cell_x","cell_y")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"distance_m" double precision,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"photo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "geo" "point" GENERATED ALWAYS AS ((case
      when location ~ '^\s*(-?\d+(\.\d+)?)\s*,\s*(-?\d+(\.\d+)?)\s*$' then (case
        when abs(split_part(location, ',', 1)::float8) <= 90
          and abs(split_part(location, ',', 2)::float8) <= 180
        then point(split_part(location, ',', 2)::float8, split_part(location, ',', 1)::float8)
      end)
    end)) STORED;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_geo_cells_place" ON "lead_geo_cells" USING btree ("cell_x","cell_y");--> statement-breakpoint
CREATE INDEX "visits_lead_time" ON "visits" USING btree ("lead_id","visited_at");--> statement-breakpoint
CREATE INDEX "visits_user_time" ON "visits" USING btree ("user_id","visited_at");--> statement-breakpoint
CREATE INDEX "leads_geo_live" ON "leads" USING gist ("geo") WHERE "leads"."deleted_at" is null and "leads"."geo" is not null;--> statement-breakpoint
-- hand-written
-- Keep lead_geo_cells equal to the live leads with a place, counted per owner and 0.01° cell with
-- the sums of their positions. Statement triggers with transition tables, as lead_view_counts: a
-- bulk insert makes one grouped upsert; an update that moves nothing nets to zero and writes
-- nothing; keys are upserted in key order so concurrent writers lock in the same order.
CREATE FUNCTION lead_geo_cells_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_geo_cells AS c (user_id, cell_x, cell_y, leads, sum_longitude, sum_latitude)
  SELECT user_id, floor(geo[0] / 0.01)::int, floor(geo[1] / 0.01)::int, sum(delta),
    sum(delta * geo[0]), sum(delta * geo[1])
  FROM (
    SELECT user_id, geo, 1 AS delta FROM new_rows
      WHERE TG_OP <> 'DELETE' AND deleted_at IS NULL AND geo IS NOT NULL
    UNION ALL
    SELECT user_id, geo, -1 FROM old_rows
      WHERE TG_OP <> 'INSERT' AND deleted_at IS NULL AND geo IS NOT NULL
  ) AS changes
  GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT lead_geo_cells_key DO UPDATE SET leads = c.leads + excluded.leads,
    sum_longitude = c.sum_longitude + excluded.sum_longitude,
    sum_latitude = c.sum_latitude + excluded.sum_latitude;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION lead_geo_cells_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_geo_cells AS c (user_id, cell_x, cell_y, leads, sum_longitude, sum_latitude)
  SELECT user_id, floor(geo[0] / 0.01)::int, floor(geo[1] / 0.01)::int, count(*),
    sum(geo[0]), sum(geo[1])
  FROM new_rows WHERE deleted_at IS NULL AND geo IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT lead_geo_cells_key DO UPDATE SET leads = c.leads + excluded.leads,
    sum_longitude = c.sum_longitude + excluded.sum_longitude,
    sum_latitude = c.sum_latitude + excluded.sum_latitude;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION lead_geo_cells_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_geo_cells AS c (user_id, cell_x, cell_y, leads, sum_longitude, sum_latitude)
  SELECT user_id, floor(geo[0] / 0.01)::int, floor(geo[1] / 0.01)::int, -count(*),
    -sum(geo[0]), -sum(geo[1])
  FROM old_rows WHERE deleted_at IS NULL AND geo IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT lead_geo_cells_key DO UPDATE SET leads = c.leads + excluded.leads,
    sum_longitude = c.sum_longitude + excluded.sum_longitude,
    sum_latitude = c.sum_latitude + excluded.sum_latitude;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_geo_cells_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_geo_cells_insert();
--> statement-breakpoint
CREATE TRIGGER leads_geo_cells_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_geo_cells_apply();
--> statement-breakpoint
CREATE TRIGGER leads_geo_cells_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_geo_cells_delete();
--> statement-breakpoint
INSERT INTO lead_geo_cells (user_id, cell_x, cell_y, leads, sum_longitude, sum_latitude)
SELECT user_id, floor(geo[0] / 0.01)::int, floor(geo[1] / 0.01)::int, count(*), sum(geo[0]), sum(geo[1])
FROM leads WHERE deleted_at IS NULL AND geo IS NOT NULL GROUP BY 1, 2, 3;
