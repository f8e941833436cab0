import { z } from 'zod';
import { idField, inputMessages, optionalText, requiredText, zeroOneFlag } from './common';
import { pageQueryShape } from './paging';

/** The companion app's versions (spec 2 §3, §5): what the app checks at start. */
export const DEVICE_TYPES = ['Android', 'IOS'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const versionMessages = {
  versionRequired: 'Version is required',
  deviceTypeRequired: 'Device Type is required',
  versionTooLong: 'Version must be at most 20 characters.',
  messageTooLong: 'Message must be at most 500 characters.',
  flagInvalid: 'Send 0 or 1.',
  created: 'Version created successfully.',
  deleted: 'Version deleted successfully.',
  notFound: 'This version no longer exists.',
  list: 'Versions',
} as const;

const zeroOne = zeroOneFlag(versionMessages.flagInvalid);

export const versionCreateSchema = z.object({
  Version: requiredText(versionMessages.versionRequired).pipe(
    z.string().max(20, { error: versionMessages.versionTooLong }),
  ),
  DeviceType: z.enum(DEVICE_TYPES, { error: versionMessages.deviceTypeRequired }),
  ForceUpdate: zeroOne,
  IsUnMaintain: zeroOne,
  Message: optionalText(500, versionMessages.messageTooLong),
});
export type VersionCreate = z.output<typeof versionCreateSchema>;

/** The list's query: a page (every version without one) and the device filter. */
export const versionListQuerySchema = z.object({
  ...pageQueryShape,
  DeviceType: z.enum(DEVICE_TYPES, { error: versionMessages.deviceTypeRequired }).optional(),
});
export type VersionListQuery = z.output<typeof versionListQuerySchema>;

export const versionIdParamsSchema = z.object({ id: idField(inputMessages.numberInvalid) });

export const appVersionSchema = z.object({
  id: z.number(),
  Version: z.string(),
  DeviceType: z.enum(DEVICE_TYPES),
  ForceUpdate: z.number(),
  IsUnMaintain: z.number(),
  Message: z.string(),
});
export type AppVersion = z.infer<typeof appVersionSchema>;

/** On the companion API (`/oyaar-api`). */
export const versionPaths = {
  versionList: '/version-list',
  versionCreate: '/version-create',
  versionDelete: '/version-delete/:id',
} as const;
