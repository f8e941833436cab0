import { versionMessages, type VersionCreate, type VersionListQuery } from '@yaar/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { pagedSelect } from '../../lib/paging';
import type { CompanionCaller } from '../auth';
import * as repo from './versions.repository';

/** Every version (of DeviceType), newest first, or one page of them: one row per release. */
export const listVersions = (ctx: AppContext, query: VersionListQuery) =>
  pagedSelect(query, repo.versionList(ctx.db, query), { unpaged: 'every row' });

/** Records a version for the caller (the administrator); its id. */
export const createVersion = (ctx: AppContext, caller: CompanionCaller, input: VersionCreate) =>
  repo.insertVersion(ctx.db, input, caller.backOfficeUser.id);

/** Deletes a version; 404 when there is none with this id (already deleted, say). */
export async function deleteVersion(ctx: AppContext, id: number): Promise<void> {
  if (!(await repo.deleteVersion(ctx.db, id))) throw notFound(versionMessages.notFound);
}
