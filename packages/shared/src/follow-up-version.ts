import { z } from 'zod';
import { inputMessages, isoDatePattern } from './common';
import { leadMessages } from './lead-messages';

/**
 * The version a follow-up started from (optional; a phone's queued follow-up sends it): the lead's
 * StatusId (0: none) and NextDate ('': none) as they were read. When either was changed by someone
 * else meanwhile, the server answers 409 beside that field instead of overwriting it in silence.
 */
export const followUpStartedFromSchema = z.object({
  StartedFromStatusId: z
    .number({ error: leadMessages.statusUnknown })
    .int()
    .min(0)
    .max(2_147_483_647)
    .optional(),
  StartedFromNextDate: z
    .union(
      [z.literal(''), z.string().regex(isoDatePattern, { error: inputMessages.dateInvalid })],
      { error: inputMessages.dateInvalid },
    )
    .optional(),
});
export type FollowUpStartedFrom = z.input<typeof followUpStartedFromSchema>;
