import { desc, eq } from 'drizzle-orm';
import type { AppVersion, VersionCreate, VersionListQuery } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { appVersions } from '../../db/schema';
import { apiColumns, zeroOne } from '../../lib/api-columns';
import { withPage, type PageWindow } from '../../lib/paging';
import { countWhere } from '../../lib/rows';

const v = appVersions;

/** An app version under its API names (spec 2 §3): ForceUpdate and IsUnMaintain as 0/1. */
const versionColumns = apiColumns({
  id: v.id,
  Version: v.version,
  DeviceType: v.deviceType,
  ForceUpdate: zeroOne(v.forceUpdate),
  IsUnMaintain: zeroOne(v.isUnMaintain),
  Message: v.message,
} satisfies Record<keyof AppVersion, unknown>);

const whereOf = (query: VersionListQuery) =>
  query.DeviceType ? eq(v.deviceType, query.DeviceType) : undefined;

/** Newest first (every version without `page`). */
export const listVersions = (db: Executor, query: VersionListQuery, page?: PageWindow) =>
  withPage(
    db.select(versionColumns).from(v).where(whereOf(query)).orderBy(desc(v.id)).$dynamic(),
    page,
  );

export const countVersions = (db: Executor, query: VersionListQuery) =>
  countWhere(db, v, whereOf(query));

export const insertVersion = async (db: Executor, input: VersionCreate, createdBy: number) =>
  (
    await db
      .insert(v)
      .values({
        version: input.Version,
        deviceType: input.DeviceType,
        forceUpdate: input.ForceUpdate === 1,
        isUnMaintain: input.IsUnMaintain === 1,
        message: input.Message,
        createdBy,
      })
      .returning({ id: v.id })
  )[0]!.id;

/** Whether a version was deleted. */
export const deleteVersion = async (db: Executor, id: number) =>
  (await db.delete(v).where(eq(v.id, id)).returning({ id: v.id })).length > 0;
