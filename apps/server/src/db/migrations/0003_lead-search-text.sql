DROP INDEX "leads_company_trgm";--> statement-breakpoint
DROP INDEX "leads_owner_trgm";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(company_name || chr(10) || owner_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_search_trgm" ON "leads" USING gin ("search_text" gin_trgm_ops);