import { desc, eq } from 'drizzle-orm';
import type { AppVersion, VersionCreate, VersionListQuery } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { appVersions } from '../../db/schema';
import { apiColumns, zeroOne } from '../../lib/api-columns';
import { selectList } from '../../lib/paging';

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

/** The list: newest first (`selectList`). */
export const versionList = (db: Executor, query: VersionListQuery) =>
  selectList(db, () => db.select(versionColumns).from(v).where(whereOf(query)).$dynamic(), [
    desc(v.id),
  ]);

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
