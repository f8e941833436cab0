-- Statement trigger on leads and lead_statuses: tells every app process that leads changed, so the
-- caches of what a search matched empty.
CREATE OR REPLACE FUNCTION notify_leads_changed() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('leads_changed', ''); RETURN NULL; END $$;
