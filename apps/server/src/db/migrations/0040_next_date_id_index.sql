DROP INDEX "leads_next_date_live";--> statement-breakpoint
CREATE INDEX "leads_next_date_id_live" ON "leads" USING btree ("next_date","id") WHERE "leads"."deleted_at" is null;