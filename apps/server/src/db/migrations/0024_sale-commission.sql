ALTER TABLE "licence_transactions" ADD COLUMN "commission" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Added by hand: a sale's commission is fixed when it is made (docs/decisions.md, issue 28).
-- Existing sales are fixed at today's rates: no rate history was kept before this migration, so
-- each OYaar Purchase earns the OYComm1 and each OYaar Renewal the OYComm2 its employee has as this
-- migration runs; cancelled sales too, so their record says what they took back. Every other sale
-- (another product or type, no employee) keeps 0. From now on the licences module stores the rate
-- when it records the sale, and a later change of rate applies to later sales only.
UPDATE licence_transactions t
  SET commission = CASE t.tran_type WHEN 'Purchase' THEN u.oy_comm1 ELSE u.oy_comm2 END
  FROM licences l, users u
  WHERE l.id = t.licence_id AND u.id = t.employee_id AND l.product = 'OYaar'
    AND t.tran_type IN ('Purchase', 'Renewal');
--> statement-breakpoint
-- The published view (0019) now carries what each live sale earned; the column is added last, so
-- the view is replaced in place.
CREATE OR REPLACE VIEW employee_licence_sales AS
  SELECT t.id, t.employee_id, t.entry_date, t.tran_type, t.commission
  FROM licence_transactions t JOIN licences l ON l.id = t.licence_id
  WHERE t.deleted_at IS NULL AND t.employee_id IS NOT NULL AND l.product = 'OYaar'
    AND t.tran_type IN ('Purchase', 'Renewal');
