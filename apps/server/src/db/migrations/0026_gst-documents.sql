ALTER TABLE "licence_transactions" ADD COLUMN "credit_of_id" integer;--> statement-breakpoint
ALTER TABLE "licence_transactions" ADD COLUMN "credit_note_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "customer_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "customer_gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "customer_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_transactions" ADD CONSTRAINT "licence_transactions_credit_of_id_licence_transactions_id_fk" FOREIGN KEY ("credit_of_id") REFERENCES "public"."licence_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Added by hand (docs/decisions.md, issue 30): each licence remembers its customer as its latest
-- live sale printed them, so the next renewal keeps the GSTIN, address and state.
UPDATE licences l
  SET customer_address = t.customer_address, customer_gstin = t.customer_gstin,
      customer_state = t.place_of_supply
  FROM (
    SELECT DISTINCT ON (licence_id) licence_id, customer_address, customer_gstin, place_of_supply
    FROM licence_transactions WHERE deleted_at IS NULL
    ORDER BY licence_id, id DESC
  ) t
  WHERE t.licence_id = l.id;
