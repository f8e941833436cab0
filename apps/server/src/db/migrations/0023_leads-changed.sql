-- Added by hand: tell every app process (each pooled connection LISTENs) that leads or their
-- statuses changed, so in-process caches of what a search matched (the count of a searched list)
-- drop what they hold at once. One notification per statement; a transaction sends it once.
-- @apply-function notify_leads_changed 6d9c3fa14bb4
--> statement-breakpoint
CREATE TRIGGER leads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_leads_changed();
--> statement-breakpoint
CREATE TRIGGER lead_statuses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lead_statuses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_leads_changed();
