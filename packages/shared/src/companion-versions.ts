import { z } from 'zod';
import { idField, inputMessages, optionalText, requiredText, wholeNumber } from './common';
import { pageQueryShape } from './paging';

/** The companion app's versions (spec 2 §3 App version, §5 Version create, §7 calls). */
export const DEVICE_TYPES = ['Android', 'IOS'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const VERSION_MAX_LENGTH = 20;
export const VERSION_MESSAGE_MAX_LENGTH = 500;

export const versionMessages = {
  // The spec's (§5).
  versionRequired: 'Version is required',
  deviceTypeRequired: 'Device Type is required',
  deleted: 'Version deleted successfully.',
  // Ours.
  versionTooLong: `Version must be at most ${VERSION_MAX_LENGTH} characters.`,
  messageTooLong: `Message must be at most ${VERSION_MESSAGE_MAX_LENGTH} characters.`,
  flagInvalid: 'Please send 0 or 1.',
  created: 'Version created successfully.',
  notFound: 'This version no longer exists.',
  list: 'Versions',
} as const;

/** A 0/1 flag as the spec sends it: 0 or 1, or '0'/'1' from a form's value; absent is 0. */
const zeroOneFlag = wholeNumber(versionMessages.flagInvalid, 0, 1).optional().default(0);

/** POST /version-create: Version, DeviceType, ForceUpdate, IsUnMaintain, Message (optional). */
export const versionCreateSchema = z.object({
  Version: requiredText(versionMessages.versionRequired).pipe(
    z.string().max(VERSION_MAX_LENGTH, { error: versionMessages.versionTooLong }),
  ),
  DeviceType: z.enum(DEVICE_TYPES, { error: versionMessages.deviceTypeRequired }),
  ForceUpdate: zeroOneFlag,
  IsUnMaintain: zeroOneFlag,
  Message: optionalText(VERSION_MESSAGE_MAX_LENGTH, versionMessages.messageTooLong),
});
export type VersionCreateInput = z.input<typeof versionCreateSchema>;
export type VersionCreate = z.output<typeof versionCreateSchema>;

/** GET /version-list: every version without Page/PageSize (a short list), else that page. */
export const versionListQuerySchema = z.object({ ...pageQueryShape });

/** DELETE /version-delete/{id}. */
export const versionIdParamsSchema = z.object({ id: idField(inputMessages.numberInvalid) });

/** A version as /version-list answers it: the flags as 0/1. */
export const appVersionSchema = z.object({
  id: z.number(),
  Version: z.string(),
  DeviceType: z.enum(DEVICE_TYPES),
  ForceUpdate: z.union([z.literal(0), z.literal(1)]),
  IsUnMaintain: z.union([z.literal(0), z.literal(1)]),
  Message: z.string(),
});
export type AppVersion = z.infer<typeof appVersionSchema>;

/** On the companion API (`/oyaar-api`); delete takes the id in the path: `/version-delete/{id}`. */
export const versionPaths = {
  versionList: '/version-list',
  versionCreate: '/version-create',
  versionDelete: '/version-delete',
} as const;
