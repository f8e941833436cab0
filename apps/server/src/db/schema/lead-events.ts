import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * A lead's story (issue 43): one append-only row per thing that happened to it — created, updated,
 * a follow-up, a visit, transferred, assigned, imported, a photo, deleted — written in the
 * transaction of the change itself (modules/lead-events), so a refused or rolled-back change
 * leaves none. Never updated or deleted (a trigger in the lead-events migration refuses both).
 * The timeline reads one page of it from one index: (lead_id, at desc, id desc).
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The lead (`leads.id`). No foreign key, as the audit log has none: every writer takes the id
     * from the lead row it has just inserted or locked in the same transaction, and the key's
     * check locks each lead row again (FOR KEY SHARE), which tripled what an import of 1,00,000
     * rows spends on its events (docs/decisions.md, issue 43).
     */
    leadId: integer('lead_id').notNull(),
    /** When it happened: the change's transaction time; a visit's own time (it may be queued). */
    at: instant('at').notNull().defaultNow(),
    /** `created`, `updated`, `follow-up`, `visit`, `transferred`, `assigned`, `imported`, `photo`, `deleted`. */
    type: text('type').notNull(),
    /** Who did it (`users.id`, no foreign key, as above); null for the system. */
    actorId: integer('actor_id'),
    /**
     * What the timeline shows of it, as the user saw it when it happened (names, not ids):
     * `Changes` of an update or a photo, a follow-up's `Status`, `Remarks`, `NextDate`, a
     * visit's `DistanceM` and `Flags`, a transfer's `From` and `To`. Null when the type says all.
     */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [index('lead_events_lead_at').on(table.leadId, table.at.desc(), table.id.desc())],
);
