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
  versionInvalid: 'Version must be numbers with dots between them, like 1.2.3.',
  messageTooLong: 'Message must be at most 500 characters.',
  flagInvalid: 'Send 0 or 1.',
  created: 'Version created successfully.',
  deleted: 'Version deleted successfully.',
  notFound: 'This version no longer exists.',
  list: 'Versions',
} as const;

const zeroOne = zeroOneFlag(versionMessages.flagInvalid);

/** A version number as the stores write it: two to four numbers with dots between (1.2, 1.2.3). */
export const VERSION_PATTERN = /^\d{1,5}(\.\d{1,5}){1,3}$/;

/** The question asked before a version that both forces the update and closes the app. */
export const forcedMaintenanceQuestion = {
  title: 'Force the update and close the app?',
  text: 'Every phone on an older version must update, and the app stays closed for maintenance until another version says otherwise.',
  confirmButtonText: 'Yes, create it',
  cancelButtonText: 'Cancel',
} as const;

export const versionCreateSchema = z.object({
  Version: requiredText(versionMessages.versionRequired).pipe(
    z
      .string()
      .max(20, { error: versionMessages.versionTooLong })
      .regex(VERSION_PATTERN, { error: versionMessages.versionInvalid }),
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
