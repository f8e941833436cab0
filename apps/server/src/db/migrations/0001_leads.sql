-- Added by hand (drizzle-kit cannot express it): the trigram operators of the search indexes.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"mobile_no" text NOT NULL,
	"gst_no" text DEFAULT '' NOT NULL,
	"business_type" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city_id" integer,
	"pincode" text DEFAULT '' NOT NULL,
	"product" text NOT NULL,
	"entry_date" date NOT NULL,
	"next_date" date,
	"requirements" text DEFAULT '' NOT NULL,
	"status_id" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"location_accuracy" double precision,
	"location_taken_at" timestamp with time zone,
	"ref_mobile_no" text DEFAULT '' NOT NULL,
	"hoarding_key" text,
	"v_front_key" text,
	"v_back_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"follow_up_date" date NOT NULL,
	"next_date" date,
	"status_id" integer,
	"remarks" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion"."app_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"mobile_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_id_lead_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."lead_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_status_id_lead_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."lead_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_mobile_live_unique" ON "leads" USING btree ("mobile_no") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_owner_status_next_live" ON "leads" USING btree ("user_id","status_id","next_date") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_status_next_live" ON "leads" USING btree ("status_id","next_date") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_next_date_live" ON "leads" USING btree ("next_date") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_company_trgm" ON "leads" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_owner_trgm" ON "leads" USING gin ("owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_mobile_trgm" ON "leads" USING gin ("mobile_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "follow_ups_lead_date" ON "follow_ups" USING btree ("lead_id","follow_up_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "companion_app_users_mobile_unique" ON "companion"."app_users" USING btree ("mobile_no");