CREATE TABLE "commission_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_payments_user" ON "commission_payments" USING btree ("user_id","entry_date");--> statement-breakpoint
CREATE INDEX "commission_payments_entry_date" ON "commission_payments" USING btree ("entry_date");--> statement-breakpoint
-- Published by the licences module for the commission ledger (DESIGN §7): each live OYaar
-- Purchase or Renewal and the employee who made it.
CREATE VIEW employee_licence_sales AS
  SELECT t.id, t.employee_id, t.entry_date, t.tran_type
  FROM licence_transactions t JOIN licences l ON l.id = t.licence_id
  WHERE t.deleted_at IS NULL AND t.employee_id IS NOT NULL AND l.product = 'OYaar'
    AND t.tran_type IN ('Purchase', 'Renewal');
