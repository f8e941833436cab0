-- Adds deltas to lead_activity_days (new leads and follow-ups by day and employee), keys upserted in
-- key order so concurrent writers lock counter rows in one order. Null arrays (a statement that
-- touched no counted row) unnest to no rows: nothing is written.
CREATE OR REPLACE FUNCTION lead_activity_add(days date[], users integer[], new_leads integer[], follow_ups integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_activity_days AS a (day, user_id, new_leads, follow_ups)
  SELECT d, u, sum(l), sum(f) FROM unnest(days, users, new_leads, follow_ups) AS t(d, u, l, f)
  GROUP BY 1, 2 HAVING sum(l) <> 0 OR sum(f) <> 0 ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT lead_activity_days_key DO UPDATE
    SET new_leads = a.new_leads + excluded.new_leads, follow_ups = a.follow_ups + excluded.follow_ups;
$$;
