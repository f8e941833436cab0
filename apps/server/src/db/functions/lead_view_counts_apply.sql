-- Statement trigger on leads: the live leads a statement inserted, changed or deleted, counted into
-- lead_view_counts by lead_view_counts_add (one grouped upsert for a bulk insert).
CREATE OR REPLACE FUNCTION lead_view_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
