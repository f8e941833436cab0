import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations-before';
import { applyMigrations } from './client';

const MIGRATION = '0024_sale-commission';
const database = databaseBefore(MIGRATION);

describe(`migration ${MIGRATION}`, () => {
  it('fixes the sales already made at the rates their employees have today', async () => {
    const handle = await database.open();
    try {
      const q = (text: string) => handle.pool.query(text);
      await q(`insert into users (id, first_name, last_name, email, mobile_no, password_hash, oy_comm1, oy_comm2)
        values (901, 'Meera', 'Shah', 'meera@yaar.test', '7000000901', 'x', 250, 100.5),
               (902, 'Ravi', 'Patel', 'ravi@yaar.test', '7000000902', 'x', 0, 0)`);
      await q(`insert into licences (id, product, mobile_no) values
        (1, 'OYaar', '9000000001'), (2, 'OYaar', '9000000002'), (3, 'VahanYaar', '9000000003'),
        (4, 'OYaar', '9000000004'), (5, 'OYaar', '9000000005')`);
      // id: sale; what it is decides what the backfill stores.
      await q(`insert into licence_transactions
          (id, licence_id, invoice_no, financial_year, tran_type, employee_id, entry_date, deleted_at)
        values
          (11, 1, 'T/1', '26-27', 'Purchase', 901, '2026-04-10', null),
          (12, 1, 'T/2', '26-27', 'Renewal', 901, '2026-05-10', null),
          (13, 1, 'T/3', '26-27', 'WARecharge', 901, '2026-05-11', null),
          (14, 2, 'T/4', '26-27', 'Purchase', 901, '2026-06-10', now()),
          (15, 3, 'T/5', '26-27', 'Purchase', 901, '2026-06-11', null),
          (16, 4, 'T/6', '26-27', 'Purchase', 902, '2026-06-12', null),
          (17, 5, 'T/7', '26-27', 'Trial', null, '2026-06-13', null)`);

      await applyMigrations(handle.pool);

      const stored = await q('select id, commission from licence_transactions order by id');
      expect(stored.rows).toEqual([
        { id: 11, commission: '250.00' }, // an OYaar Purchase: OYComm1
        { id: 12, commission: '100.50' }, // an OYaar Renewal: OYComm2
        { id: 13, commission: '0.00' }, // a WA recharge earns nothing
        { id: 14, commission: '250.00' }, // cancelled: on record what it earned…
        { id: 15, commission: '0.00' }, // another product
        { id: 16, commission: '0.00' }, // an employee at rate 0
        { id: 17, commission: '0.00' }, // no employee
      ]);
      // …but the published view leaves the cancelled sale out.
      const view = await q(
        'select id, employee_id, tran_type, commission from employee_licence_sales order by id',
      );
      expect(view.rows).toEqual([
        { id: 11, employee_id: 901, tran_type: 'Purchase', commission: '250.00' },
        { id: 12, employee_id: 901, tran_type: 'Renewal', commission: '100.50' },
        { id: 16, employee_id: 902, tran_type: 'Purchase', commission: '0.00' },
      ]);
      // A rate changed after the migration moves nothing already stored.
      await q('update users set oy_comm1 = 400 where id = 901');
      expect(
        (
          await q(
            'select sum(commission)::text as earned from employee_licence_sales where employee_id = 901',
          )
        ).rows[0],
      ).toEqual({ earned: '350.50' });
    } finally {
      await handle.close();
    }
  });
});
