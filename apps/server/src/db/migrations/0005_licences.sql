CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"invoice_no" text NOT NULL,
	"financial_year" text NOT NULL,
	"tran_type" text NOT NULL,
	"employee_id" integer,
	"entry_date" date NOT NULL,
	"license_days" integer DEFAULT 0 NOT NULL,
	"no_of_companies" integer DEFAULT 0 NOT NULL,
	"product_charges" numeric(12, 2) DEFAULT '0' NOT NULL,
	"server_charges" numeric(12, 2) DEFAULT '0' NOT NULL,
	"wa_balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"free_wa_balance" boolean DEFAULT false NOT NULL,
	"gst_applied" boolean DEFAULT false NOT NULL,
	"sub_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"gst_charges" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_charges" numeric(12, 2) DEFAULT '0' NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"customer_gstin" text DEFAULT '' NOT NULL,
	"place_of_supply" text DEFAULT '' NOT NULL,
	"expires_on_after" date,
	"previous_expires_on" date,
	"previous_no_of_companies" integer DEFAULT 0 NOT NULL,
	"previous_wa_balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"mobile_no" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"expires_on" date,
	"no_of_companies" integer DEFAULT 0 NOT NULL,
	"wa_balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"product_charges" numeric(12, 2) DEFAULT '0' NOT NULL,
	"server_charges" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_transactions" ADD CONSTRAINT "licence_transactions_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_transactions" ADD CONSTRAINT "licence_transactions_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_transactions" ADD CONSTRAINT "licence_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_transactions_invoice_unique" ON "licence_transactions" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "licence_transactions_licence" ON "licence_transactions" USING btree ("licence_id","id");--> statement-breakpoint
CREATE INDEX "licence_transactions_live_date" ON "licence_transactions" USING btree ("entry_date","id") WHERE "licence_transactions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "licences_product_mobile_unique" ON "licences" USING btree ("product","mobile_no");--> statement-breakpoint
CREATE VIEW "public"."licence_expiry" AS (select product, mobile_no, expires_on from "licences");