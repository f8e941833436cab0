-- Statement trigger on api_tokens and users: tells every app process (each pooled connection LISTENs)
-- that a token or a user changed, so the cache of bearer-token lookups empties.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END
$$;
