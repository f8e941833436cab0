DROP INDEX "licence_transactions_invoice_unique";--> statement-breakpoint
ALTER TABLE "licence_transactions" ADD COLUMN "issued_as" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_transactions_invoice_unique" ON "licence_transactions" USING btree ("invoice_no") WHERE "licence_transactions"."invoice_no" <> '';--> statement-breakpoint
-- Added by hand (docs/decisions.md, issue 42). A transaction that charged nothing (a free trial)
-- issues no document: its invoice_no is '', so only numbers that were issued are unique.
-- issued_as is each document's supplier, SACs and rate as issued. The settings live in the
-- environment, which a migration cannot read: the documents issued before this one are frozen
-- with the settings of the first start after it (gst's freezeIssuedDocuments, in main.ts).
COMMENT ON COLUMN licence_transactions.issued_as IS 'The supplier, SACs and GST rate the document was issued with (issue 42)';
