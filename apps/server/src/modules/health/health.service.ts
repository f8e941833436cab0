import type { AppContext } from '../../context';
import { pingDatabase } from './health.repository';

export type Health = { database: 'up' | 'unreachable' };

/** Whether the app can serve: today that is whether its database answers. */
export async function checkHealth(ctx: AppContext): Promise<Health> {
  try {
    await pingDatabase(ctx.db);
    return { database: 'up' };
  } catch {
    return { database: 'unreachable' };
  }
}
