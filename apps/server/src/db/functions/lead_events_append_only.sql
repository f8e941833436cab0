-- Row trigger on lead_events: the timeline is append-only, nothing updates or deletes an event.
CREATE OR REPLACE FUNCTION lead_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lead_events is append-only: % refused', TG_OP;
END
$$;
