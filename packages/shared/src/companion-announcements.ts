import { z } from 'zod';
import { requiredText } from './common';

/** Announcements of the companion app (spec 2 §3, §5, §7, §9): to its businesses or its customers. */

/** Spec 2 §9: companies (Businesses) or users (Customers). */
export const ANNOUNCEMENT_AUDIENCES = [
  { value: 'companies', label: 'Businesses' },
  { value: 'users', label: 'Customers' },
] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number]['value'];

export const announcementMessages = {
  sentToRequired: 'Announcement is for Whom is required.',
  titleRequired: 'Announcement title is required.',
  bodyRequired: 'Announcement body is required.',
  titleTooLong: 'The title must be at most 100 characters.',
  bodyTooLong: 'The announcement must be at most 1000 characters.',
  sent: 'Announcement sent successfully.',
  list: 'Announcements',
} as const;

/** The question asked before an announcement goes to every business or every customer at once. */
export const announcementQuestion = (audience: string) => ({
  title: `Send this announcement to all ${audience}?`,
  text: 'It is pushed to every phone at once and cannot be taken back.',
  confirmButtonText: 'Yes, send it',
  cancelButtonText: 'Cancel',
});

/** `POST /announcement-for-all` (Title, Body, SentTo). */
export const announcementSchema = z.object({
  SentTo: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['companies', 'users'], { error: announcementMessages.sentToRequired }),
  ),
  Title: requiredText(announcementMessages.titleRequired).pipe(
    z.string().max(100, { error: announcementMessages.titleTooLong }),
  ),
  Body: requiredText(announcementMessages.bodyRequired).pipe(
    z.string().max(1000, { error: announcementMessages.bodyTooLong }),
  ),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;

/** A sent announcement and whether the push service has taken it. */
export const announcementSchemaItem = z.object({
  id: z.number(),
  Title: z.string(),
  Body: z.string(),
  SentTo: z.string(),
  CreatedAt: z.string(),
  Delivered: z.number(),
});
export type Announcement = z.infer<typeof announcementSchemaItem>;
