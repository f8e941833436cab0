-- Statement trigger on companion.companies and companion.app_users: counts registrations by business
-- day of analytics_zone's time zone into registration_days.
CREATE OR REPLACE FUNCTION companion.registration_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM companion.analytics_zone LIMIT 1);
  is_company integer := CASE WHEN TG_TABLE_NAME = 'companies' THEN 1 ELSE 0 END;
  days date[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg((created_at AT TIME ZONE zone)::date), array_agg(1) INTO days, deltas FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg((created_at AT TIME ZONE zone)::date), array_agg(-1) INTO days, deltas FROM old_rows;
  ELSE
    SELECT array_agg(day), array_agg(delta) INTO days, deltas FROM (
      SELECT (n.created_at AT TIME ZONE zone)::date AS day, 1 AS delta
        FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.created_at <> n.created_at
      UNION ALL
      SELECT (o.created_at AT TIME ZONE zone)::date, -1
        FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.created_at <> n.created_at
    ) AS changes;
  END IF;
  IF days IS NOT NULL THEN
    PERFORM companion.registration_days_add(
      days,
      array(SELECT d * is_company FROM unnest(deltas) AS d),
      array(SELECT d * (1 - is_company) FROM unnest(deltas) AS d));
  END IF;
  RETURN NULL;
END;
$$;
