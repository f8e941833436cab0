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
-- @apply-function companion.registration_days_add 5bf6f87ae850
--> statement-breakpoint
-- @apply-function companion.registration_days_count 8b79af5d8e84
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
