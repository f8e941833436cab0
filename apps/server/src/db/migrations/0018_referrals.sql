CREATE TABLE "referral_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"ref_mobile_no" text NOT NULL,
	"mobile_no" text NOT NULL,
	"entry_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companion"."app_users" ADD COLUMN "payment_info" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_payments" ADD CONSTRAINT "referral_payments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payments" ADD CONSTRAINT "referral_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_payments_lead" ON "referral_payments" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "referral_payments_entry_date" ON "referral_payments" USING btree ("entry_date");--> statement-breakpoint
-- Published by the licences module for others to read (DESIGN §7): how many live licence
-- purchases each mobile has made, whatever the product.
CREATE VIEW licence_installations AS
  SELECT l.mobile_no, count(*)::int AS installations
  FROM licence_transactions t JOIN licences l ON l.id = t.licence_id
  WHERE t.tran_type = 'Purchase' AND t.deleted_at IS NULL
  GROUP BY l.mobile_no;
--> statement-breakpoint
-- Published by the companion for the main API to read: an app user's name and payment info.
CREATE VIEW companion.referrers AS
  SELECT mobile_no, name, payment_info FROM companion.app_users;
