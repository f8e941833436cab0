CREATE TABLE "companion"."analytics_zone" (
	"time_zone" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion"."registration_days" (
	"day" date PRIMARY KEY NOT NULL,
	"companies" integer DEFAULT 0 NOT NULL,
	"app_users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express functions or triggers): registration_days counts the
-- companies and app users registered on each business day of analytics_zone's time zone, so the
-- dashboard's counts read a range of days instead of counting 500,000 rows. Statement triggers with
-- transition tables: a bulk insert makes one grouped upsert, keys in order.
INSERT INTO "companion"."analytics_zone" ("time_zone") VALUES ('Asia/Kolkata');
--> statement-breakpoint
CREATE FUNCTION companion.registration_days_add(days date[], companies integer[], app_users integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO companion.registration_days AS r (day, companies, app_users)
  SELECT d, sum(c), sum(u) FROM unnest(days, companies, app_users) AS t(d, c, u)
  GROUP BY 1 HAVING sum(c) <> 0 OR sum(u) <> 0 ORDER BY 1
  ON CONFLICT (day) DO UPDATE
    SET companies = r.companies + excluded.companies, app_users = r.app_users + excluded.app_users;
$$;
--> statement-breakpoint
CREATE FUNCTION companion.registration_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER companies_registered AFTER INSERT ON companion.companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companion.registration_days_count();
--> statement-breakpoint
CREATE TRIGGER companies_moved AFTER UPDATE ON companion.companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companion.registration_days_count();
--> statement-breakpoint
CREATE TRIGGER companies_removed AFTER DELETE ON companion.companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION companion.registration_days_count();
--> statement-breakpoint
CREATE TRIGGER app_users_registered AFTER INSERT ON companion.app_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companion.registration_days_count();
--> statement-breakpoint
CREATE TRIGGER app_users_moved AFTER UPDATE ON companion.app_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companion.registration_days_count();
--> statement-breakpoint
CREATE TRIGGER app_users_removed AFTER DELETE ON companion.app_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION companion.registration_days_count();
--> statement-breakpoint
-- Registrations made before this migration.
INSERT INTO companion.registration_days (day, companies, app_users)
SELECT day, sum(c)::int, sum(u)::int FROM (
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, 1 AS c, 0 AS u FROM companion.companies
  UNION ALL
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, 0, 1 FROM companion.app_users
) AS registered GROUP BY day;
