ALTER TABLE "login_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "verification_hash" text;--> statement-breakpoint
ALTER TABLE "companion"."tokens" ADD COLUMN "api_token_id" integer;--> statement-breakpoint
ALTER TABLE "companion"."tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_failures_email_address_created" ON "login_failures" USING btree ("email","address","created_at");--> statement-breakpoint
CREATE INDEX "companion_tokens_api_token" ON "companion"."tokens" USING btree ("api_token_id");--> statement-breakpoint
CREATE INDEX "companion_tokens_user" ON "companion"."tokens" USING btree ("back_office_user_id");--> statement-breakpoint
-- Deactivating a user revokes its sign-in tokens, whichever code path sets the status (DESIGN §3):
-- a later reactivation must not bring old sessions back. OYTokens die with the token they were
-- issued with (companion-auth.service).
-- @apply-function users_revoke_tokens_on_deactivate 1dc7cb7ca36a
--> statement-breakpoint
CREATE TRIGGER users_revoke_tokens_on_deactivate AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (NEW.status <> 1 AND OLD.status = 1)
  EXECUTE FUNCTION users_revoke_tokens_on_deactivate();
