CREATE TABLE "companion"."companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone_no" text NOT NULL,
	"owner_id" integer NOT NULL,
	"reminder_days" integer DEFAULT 3 NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"receive_payments" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion"."default_messages" (
	"key" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion"."media" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"image_path" text NOT NULL,
	"content_type" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion"."offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"file_path" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion"."reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion"."security_pins" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_user_id" integer NOT NULL,
	"pin_hash" text NOT NULL,
	"issued_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companion"."tutorials" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"screen" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companion"."companies" ADD CONSTRAINT "companies_owner_id_app_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "companion"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion"."offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companion"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion"."reminders_sent" ADD CONSTRAINT "reminders_sent_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companion"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion"."security_pins" ADD CONSTRAINT "security_pins_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "companion"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companion_companies_created" ON "companion"."companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companion_companies_owner" ON "companion"."companies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "companion_media_type" ON "companion"."media" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "companion_offers_created" ON "companion"."offers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companion_reminders_company_sent" ON "companion"."reminders_sent" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "companion_security_pins_user" ON "companion"."security_pins" USING btree ("app_user_id","created_at");--> statement-breakpoint
CREATE INDEX "companion_app_users_created" ON "companion"."app_users" USING btree ("created_at","id");--> statement-breakpoint
INSERT INTO "companion"."tutorials" ("title", "screen", "url") VALUES
  ('Getting started with OYaar', 'Home', ''),
  ('Adding your customers', 'Customers', ''),
  ('Sending payment reminders', 'Reminders', ''),
  ('Receiving payments by UPI', 'Payments', ''),
  ('Posting an offer', 'Offers', ''),
  ('Your business settings', 'Settings', '');--> statement-breakpoint
INSERT INTO "companion"."default_messages" ("key", "message") VALUES
  ('Welcome', 'Welcome to {company}! You can now see your bills and pay them in OYaar.'),
  ('PaymentReminder', 'Dear {customer}, your payment of {amount} to {company} is due on {date}. Please pay on time.'),
  ('PaymentReceived', 'Dear {customer}, we have received your payment of {amount}. Thank you! - {company}'),
  ('NewOffer', '{company} has a new offer for you: {offer}'),
  ('ThankYou', 'Thank you for doing business with {company}.');
