-- Statement trigger on follow_ups: the follow-ups of live leads, by (follow_up_date, the employee who
-- recorded them), into lead_activity_days.
CREATE OR REPLACE FUNCTION lead_activity_from_follow_ups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
  users integer[];
  lead_deltas integer[];
  follow_up_deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(f.follow_up_date), array_agg(f.user_id), array_agg(0), array_agg(1)
      INTO days, users, lead_deltas, follow_up_deltas
      FROM new_rows f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(f.follow_up_date), array_agg(f.user_id), array_agg(0), array_agg(-1)
      INTO days, users, lead_deltas, follow_up_deltas
      FROM old_rows f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL;
  ELSE
    SELECT array_agg(day), array_agg(user_id), array_agg(0), array_agg(delta)
      INTO days, users, lead_deltas, follow_up_deltas
      FROM (
        SELECT f.follow_up_date AS day, f.user_id, 1 AS delta
          FROM new_rows f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL
        UNION ALL
        SELECT f.follow_up_date, f.user_id, -1
          FROM old_rows f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL
      ) AS changes;
  END IF;
  PERFORM lead_activity_add(days, users, lead_deltas, follow_up_deltas);
  RETURN NULL;
END
$$;
