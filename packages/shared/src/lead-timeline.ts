import { z } from 'zod';
import { absentIfBlank, idField } from './common';
import { LEAD_EVENT_TYPES, leadTimelineMessages } from './lead-timeline-values';
import { pageQueryShape } from './paging';

/** `POST /lead-timeline`: one lead's events, newest first; `Type` keeps one kind. */
export const leadTimelineQuerySchema = z.object({
  LeadId: z.preprocess(absentIfBlank, idField(leadTimelineMessages.leadIdInvalid)),
  Type: z.preprocess(
    absentIfBlank,
    z.enum(LEAD_EVENT_TYPES, { error: leadTimelineMessages.typeInvalid }).optional(),
  ),
  ...pageQueryShape,
});
export type LeadTimelineQuery = z.infer<typeof leadTimelineQuerySchema>;

const person = z.object({ id: z.number(), Name: z.string() });

/** One field of an update (or a photo) as the user saw it: `To: 'replaced'` for a photo. */
export const leadChangeSchema = z.object({ Field: z.string(), From: z.string(), To: z.string() });
export type LeadChange = z.infer<typeof leadChangeSchema>;

/**
 * One event. `At`: ISO 8601 with BUSINESS_TZ's offset ('2026-11-29T11:40:00+05:30'); `By`: who
 * did it, null for the system. What a kind carries besides: `Changes` (updated, photo), the
 * follow-up's `FollowUpDate`, `Status`, `Remarks` and `NextDate` (YYYY-MM-DD or ''), the visit's
 * `DistanceM` (null: the lead had no saved place) and `Flags`, a transfer's or an assignment's
 * `From` and `To` (`NextDate` too for an assignment).
 */
export const leadEventSchema = z.object({
  id: z.number(),
  At: z.string(),
  Type: z.string(),
  By: person.nullable(),
  Summary: z.string(),
  Changes: z.array(leadChangeSchema).optional(),
  FollowUpDate: z.string().optional(),
  Status: z.string().optional(),
  Remarks: z.string().optional(),
  NextDate: z.string().optional(),
  DistanceM: z.number().nullable().optional(),
  Flags: z.array(z.string()).optional(),
  Photo: z.boolean().optional(),
  From: person.nullable().optional(),
  To: person.nullable().optional(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;
