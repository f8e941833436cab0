-- Adds deltas to companion.registration_days (companies and app users registered a day), days upserted
-- in order.
CREATE OR REPLACE FUNCTION companion.registration_days_add(days date[], companies integer[], app_users integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO companion.registration_days AS r (day, companies, app_users)
  SELECT d, sum(c), sum(u) FROM unnest(days, companies, app_users) AS t(d, c, u)
  GROUP BY 1 HAVING sum(c) <> 0 OR sum(u) <> 0 ORDER BY 1
  ON CONFLICT (day) DO UPDATE
    SET companies = r.companies + excluded.companies, app_users = r.app_users + excluded.app_users;
$$;
