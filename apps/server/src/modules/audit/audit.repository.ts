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

/** One audit row; call it inside the transaction of the change it records. */
export const recordAudit = (db: Executor, entry: AuditEntry) =>
  db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    details: { before: entry.before, after: entry.after },
  });
