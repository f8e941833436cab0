-- Statement trigger on follow_ups: the follow-ups of live leads, by (follow_up_date, the employee who
-- recorded them), into lead_activity_days. Each branch hands its arrays straight to lead_activity_add.
CREATE OR REPLACE FUNCTION lead_activity_from_follow_ups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lead_activity_add(array_agg(f.follow_up_date), array_agg(f.user_id), array_agg(0), array_agg(1))
      FROM new_rows f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lead_activity_add(array_agg(f.follow_up_date), array_agg(f.user_id), array_agg(0), array_agg(-1))
      FROM old_rows f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL;
  ELSE
    PERFORM lead_activity_add(array_agg(day), array_agg(employee), array_agg(0), array_agg(delta))
      FROM (
        SELECT f.follow_up_date AS day, f.user_id AS employee, 1 AS delta
          FROM new_rows f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL
        UNION ALL
        SELECT f.follow_up_date, f.user_id, -1
          FROM old_rows f JOIN leads l ON l.id = f.lead_id AND l.deleted_at IS NULL
      ) AS changes;
  END IF;
  RETURN NULL;
END
$$;
