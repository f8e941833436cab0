import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorUserId: number;
  /** e.g. `lead.delete`, `lead.transfer`, `lead.status`. */
  action: string;
  entity: string;
  entityId: string | number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const auditRow = (entry: AuditEntry) => ({
  actorUserId: entry.actorUserId,
  action: entry.action,
  entity: entry.entity,
  entityId: String(entry.entityId),
  details: { before: entry.before, after: entry.after },
});

/** One audit row; call it inside the transaction of the change it records. */
export const recordAudit = (db: Executor, entry: AuditEntry) =>
  db.insert(auditLog).values(auditRow(entry));

/** Many audit rows in one statement (a bulk change: one row per record it touched). */
export const recordAudits = (db: Executor, entries: readonly AuditEntry[]) =>
  entries.length === 0 ? Promise.resolve() : db.insert(auditLog).values(entries.map(auditRow));
