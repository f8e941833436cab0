CREATE TABLE "commission_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"oy_comm1" numeric(12, 2) NOT NULL,
	"oy_comm2" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_transactions" ADD COLUMN "deleted_on" date;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_user_day" ON "commission_rates" USING btree ("user_id","effective_from");--> statement-breakpoint
-- Added by hand (docs/decisions.md, issue 42): the commission ledger as dated entries. A sale earns
-- on its EntryDate and keeps that entry when it is undone; the undoing is a reversal dated the day
-- it happened (deleted_on), so a month already reported does not move. Sales undone before this
-- migration have no deleted_on: they stay out of both, as they were out of every month before.
CREATE VIEW employee_commission_entries AS
  SELECT t.id, t.employee_id, t.entry_date AS day, t.tran_type, false AS reversal, t.commission
  FROM licence_transactions t JOIN licences l ON l.id = t.licence_id
  WHERE t.employee_id IS NOT NULL AND l.product = 'OYaar' AND t.tran_type IN ('Purchase', 'Renewal')
    AND (t.deleted_at IS NULL OR t.deleted_on IS NOT NULL)
  UNION ALL
  SELECT t.id, t.employee_id, t.deleted_on AS day, t.tran_type, true AS reversal, -t.commission
  FROM licence_transactions t JOIN licences l ON l.id = t.licence_id
  WHERE t.employee_id IS NOT NULL AND l.product = 'OYaar' AND t.tran_type IN ('Purchase', 'Renewal')
    AND t.deleted_on IS NOT NULL;
