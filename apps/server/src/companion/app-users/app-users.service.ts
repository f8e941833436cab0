import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import * as repo from './app-users.repository';

/**
 * The companion app's users, as other modules may see them. The main API's 'Ref From' lookup
 * comes through here, never by querying the companion schema itself.
 */
export async function findAppUserName(ctx: AppContext, mobileNo: string): Promise<string | null> {
  const user = await repo.findAppUserByMobile(ctx.db, mobileNo);
  return user ? user.name : null;
}

/** Adds app users (demo data, tests), in the caller's transaction; a known number is kept as it is. */
export async function addAppUsers(
  db: Executor,
  users: readonly { name: string; mobileNo: string }[],
): Promise<void> {
  if (users.length > 0) await repo.insertAppUsers(db, users);
}
