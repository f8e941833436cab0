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
CREATE FUNCTION lead_view_counts_add(users integer[], statuses integer[], dates date[], deltas integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_view_counts AS c (user_id, status_id, next_date, leads)
  SELECT u, s, d, sum(n) FROM unnest(users, statuses, dates, deltas) AS t(u, s, d, n)
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT lead_view_counts_key DO UPDATE SET leads = c.leads + excluded.leads;
  INSERT INTO lead_view_totals AS c (status_id, next_date, leads)
  SELECT s, d, sum(n) FROM unnest(statuses, dates, deltas) AS t(s, d, n)
  GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT lead_view_totals_key DO UPDATE SET leads = c.leads + excluded.leads;
$$;
--> statement-breakpoint
CREATE FUNCTION lead_view_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  users integer[];
  statuses integer[];
  dates date[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(status_id), array_agg(next_date), array_agg(1)
      INTO users, statuses, dates, deltas
      FROM new_rows WHERE deleted_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(user_id), array_agg(status_id), array_agg(next_date), array_agg(-1)
      INTO users, statuses, dates, deltas
      FROM old_rows WHERE deleted_at IS NULL;
  ELSE
    SELECT array_agg(user_id), array_agg(status_id), array_agg(next_date), array_agg(delta)
      INTO users, statuses, dates, deltas
      FROM (
        SELECT user_id, status_id, next_date, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT user_id, status_id, next_date, -1 FROM old_rows WHERE deleted_at IS NULL
      ) AS changes;
  END IF;
  IF users IS NOT NULL THEN
    PERFORM lead_view_counts_add(users, statuses, dates, deltas);
  END IF;
  RETURN NULL;
END
$$;
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
