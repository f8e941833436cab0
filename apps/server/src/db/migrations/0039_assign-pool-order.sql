-- Assign Leads takes a pool's oldest leads of one sub status FOR UPDATE SKIP LOCKED; with no index in that
-- order PostgreSQL sorted the whole pool on disk (FOR UPDATE rules out its top-N sort): 0.77 s to
-- take 1,000 of a 2,00,000-lead pool.
CREATE INDEX "leads_pool_order_live" ON "leads" USING btree ("user_id","status_id","entry_date","id") WHERE "leads"."deleted_at" is null;
