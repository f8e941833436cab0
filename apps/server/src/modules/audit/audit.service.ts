import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit } from './audit.repository';

type Details = Record<string, unknown>;

/**
 * One audit row of `actor`'s change: `action` on `entity` #`entityId`, what it was and what it is.
 * Call it inside the transaction of the change it records.
 */
export const auditChange = (
  db: Executor,
  actor: { id: number },
  action: string,
  entity: string,
  entityId: string | number,
  change: { before: Details; after: Details },
) => recordAudit(db, { actorUserId: actor.id, action, entity, entityId, ...change });

/**
 * Runs `change`; when it is refused (409: newer records build on it), the refusal is recorded as
 * `action` with its reason, outside the rolled-back transaction, and the error goes on.
 */
export async function auditRefusal<T>(
  db: Executor,
  actor: { id: number },
  refusal: { action: string; entity: string; entityId: string | number },
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) {
      const { action, entity, entityId } = refusal;
      await auditChange(db, actor, action, entity, entityId, {
        before: {},
        after: { reason: error.message },
      });
    }
    throw error;
  }
}
