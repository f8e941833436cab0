ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
-- Issue 45: the screens' language a user chose; null until chosen.
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'gu', 'hi'));
