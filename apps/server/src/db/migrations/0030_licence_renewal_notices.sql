CREATE TABLE "licence_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"run_day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "no_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_notices" ADD CONSTRAINT "licence_notices_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_notices_once" ON "licence_notices" USING btree ("licence_id","expires_on","days_before");--> statement-breakpoint
CREATE INDEX "licences_expires_on" ON "licences" USING btree ("expires_on");