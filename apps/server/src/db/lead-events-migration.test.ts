import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations-before';
import { applyMigrations } from './client';

const MIGRATION = '0035_lead-events';
const database = databaseBefore(MIGRATION);

describe(`migration ${MIGRATION}`, () => {
  it('gives the leads already stored their history: created or imported, follow-ups, visits, transfers, assignments, status changes, deletions', async () => {
    const handle = await database.open();
    try {
      const q = (text: string) => handle.pool.query(text);
      // What the app wrote before issue 43, as it wrote it.
      await q(`insert into users (id, first_name, last_name, email, mobile_no, password_hash) values
        (901, 'Asha', 'Patel', 'asha@yaar.test', '7000000901', 'x'),
        (902, 'Ravi', 'Shah', 'ravi@yaar.test', '7000000902', 'x'),
        (903, 'Admin', 'User', 'admin@yaar.test', '7000000903', 'x')`);
      await q(`insert into lead_statuses (id, main_status, sub_status) values
        (71, 'Pending', 'Interested'), (72, 'Pending', 'Demo Scheduled'), (73, 'Completed', 'Converted')`);
      // 1: made on the form by Asha; 2 and 3: imported by the administrator in one transaction
      // (the import's audit row shares their created_at); 3 was later assigned to Ravi.
      await q(`insert into leads (id, user_id, recorded_by, mobile_no, business_type, product, entry_date,
          status_id, created_at, deleted_at) values
        (1, 901, 901, '6100000001', 'Service', 'OYaar', '2026-10-01', 72, '2026-10-01 05:00:00+00', null),
        (2, 903, 903, '6100000002', 'Service', 'OYaar', '2026-10-02', 71, '2026-10-02 06:00:00+00', null),
        (3, 902, 903, '6100000003', 'Service', 'OYaar', '2026-10-02', 71, '2026-10-02 06:00:00+00', null),
        (4, 901, 901, '6100000004', 'Service', 'OYaar', '2026-10-03', 71, '2026-10-03 06:00:00+00', now())`);
      await q(`insert into audit_log (actor_user_id, action, entity, entity_id, details, created_at) values
        (903, 'lead.import', 'lead', '', '{"before":{},"after":{"imported":2}}', '2026-10-02 06:00:00+00'),
        (901, 'lead.status', 'lead', '1', '{"before":{"StatusId":71,"NextDate":"2026-10-05"},"after":{"StatusId":72,"NextDate":"2026-10-09"}}', '2026-10-04 05:00:00+00'),
        (901, 'lead.status', 'lead', '1', '{"before":{"StatusId":72,"NextDate":"2026-10-09"},"after":{"StatusId":73,"NextDate":"2026-10-20","FollowUpId":51}}', '2026-10-06 05:00:00+00'),
        (901, 'lead.transfer', 'lead', '1', '{"before":{"UserId":901},"after":{"UserId":902}}', '2026-10-07 05:00:00+00'),
        (903, 'lead.assign', 'lead', '3', '{"before":{"UserId":903,"NextDate":null},"after":{"UserId":902,"NextDate":"2026-10-15"}}', '2026-10-08 05:00:00+00'),
        (901, 'lead.delete', 'lead', '4', '{"before":{"deletedAt":null},"after":{"deletedAt":"2026-10-09T05:00:00Z"}}', '2026-10-09 05:00:00+00'),
        (903, 'licence.details', 'licence', '1', '{"before":{},"after":{}}', '2026-10-09 05:00:00+00')`);
      await q(`insert into follow_ups (id, lead_id, user_id, follow_up_date, next_date, status_id, remarks, created_at)
        values (51, 1, 901, '2026-10-06', '2026-10-20', 73, 'Signed up', '2026-10-06 05:00:00+00')`);
      await q(`insert into visits (id, lead_id, user_id, latitude, longitude, accuracy, distance_m, flags, visited_at, photo_key)
        values (61, 1, 901, 23.02, 72.57, 9, 120.4, '{far}', '2026-10-05 05:00:00+00', 'visits/x.jpg')`);

      await applyMigrations(handle.pool);

      const events =
        await q(`select lead_id, to_char(at at time zone 'UTC', 'MM-DD HH24:MI') as at, type, actor_id, details
        from lead_events order by lead_id, at, id`);
      expect(events.rows).toEqual([
        { lead_id: 1, at: '10-01 05:00', type: 'created', actor_id: 901, details: null },
        {
          lead_id: 1,
          at: '10-04 05:00',
          type: 'updated',
          actor_id: 901,
          details: {
            Changes: [
              { Field: 'StatusId', From: 'Pending / Interested', To: 'Pending / Demo Scheduled' },
              { Field: 'NextDate', From: '05-10-2026', To: '09-10-2026' },
            ],
          },
        },
        {
          lead_id: 1,
          at: '10-05 05:00',
          type: 'visit',
          actor_id: 901,
          details: { VisitId: 61, DistanceM: 120, Flags: ['far'], Photo: true },
        },
        {
          lead_id: 1,
          at: '10-06 05:00',
          type: 'follow-up',
          actor_id: 901,
          details: {
            FollowUpId: 51,
            FollowUpDate: '2026-10-06',
            Status: 'Completed / Converted',
            Remarks: 'Signed up',
            NextDate: '2026-10-20',
          },
        },
        {
          lead_id: 1,
          at: '10-07 05:00',
          type: 'transferred',
          actor_id: 901,
          details: { From: { id: 901, Name: 'Asha Patel' }, To: { id: 902, Name: 'Ravi Shah' } },
        },
        { lead_id: 2, at: '10-02 06:00', type: 'imported', actor_id: 903, details: null },
        { lead_id: 3, at: '10-02 06:00', type: 'imported', actor_id: 903, details: null },
        {
          lead_id: 3,
          at: '10-08 05:00',
          type: 'assigned',
          actor_id: 903,
          details: {
            From: { id: 903, Name: 'Admin User' },
            To: { id: 902, Name: 'Ravi Shah' },
            NextDate: '2026-10-15',
          },
        },
        { lead_id: 4, at: '10-03 06:00', type: 'created', actor_id: 901, details: null },
        { lead_id: 4, at: '10-09 05:00', type: 'deleted', actor_id: 901, details: null },
      ]);
    } finally {
      await handle.close();
    }
  });
});
