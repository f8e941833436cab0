-- Adds deltas to lead_view_counts (per owner) and lead_view_totals (all owners) by status and next
-- date, keys upserted in key order so concurrent writers take the counter rows' locks in one order.
CREATE OR REPLACE FUNCTION lead_view_counts_add(users integer[], statuses integer[], dates date[], deltas integer[])
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
