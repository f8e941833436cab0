-- Row trigger on users: deactivating a user revokes its sign-in tokens, whichever code path sets the
-- status (DESIGN §3).
CREATE OR REPLACE FUNCTION users_revoke_tokens_on_deactivate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE api_tokens SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END $$;
