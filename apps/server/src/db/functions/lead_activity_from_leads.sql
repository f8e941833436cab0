-- Statement trigger on leads: the leads an employee recorded, by (entry_date, recorded_by), into
-- lead_activity_days; an owner change moves nothing, a soft delete or a restore takes a lead and its
-- follow-ups out or back in. Each branch hands its arrays straight to lead_activity_add.
CREATE OR REPLACE FUNCTION lead_activity_from_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lead_activity_add(array_agg(entry_date), array_agg(recorded_by), array_agg(1), array_agg(0))
      FROM new_rows WHERE deleted_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    -- A lead with follow-ups cannot be deleted (follow_ups.lead_id has no cascade).
    PERFORM lead_activity_add(array_agg(entry_date), array_agg(recorded_by), array_agg(-1), array_agg(0))
      FROM old_rows WHERE deleted_at IS NULL;
  ELSE
    PERFORM lead_activity_add(array_agg(day), array_agg(employee), array_agg(l), array_agg(f))
      FROM (
        SELECT n.entry_date AS day, n.recorded_by AS employee, 1 AS l, 0 AS f
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.deleted_at IS NULL
            AND (o.deleted_at IS NOT NULL OR o.entry_date <> n.entry_date
              OR o.recorded_by <> n.recorded_by)
        UNION ALL
        SELECT o.entry_date, o.recorded_by, -1, 0
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.deleted_at IS NULL
            AND (n.deleted_at IS NOT NULL OR o.entry_date <> n.entry_date
              OR o.recorded_by <> n.recorded_by)
        -- A lead deleted or restored takes its follow-ups out of the counts, or back in.
        UNION ALL
        SELECT f.follow_up_date, f.user_id, 0, CASE WHEN n.deleted_at IS NULL THEN 1 ELSE -1 END
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          JOIN follow_ups f ON f.lead_id = n.id
          WHERE (o.deleted_at IS NULL) <> (n.deleted_at IS NULL)
      ) AS changes;
  END IF;
  RETURN NULL;
END
$$;
