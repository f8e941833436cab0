import { z } from 'zod';
import { idField, inputMessages, storableText, textTooLong } from './common';

export const citySchema = z.object({
  CityId: z.number(),
  CityName: z.string(),
  state: z.object({ StateName: z.string() }),
});
export type City = z.infer<typeof citySchema>;

/**
 * `GET /cities-list` query. Without it: every city (spec 1 §7). `Search`: the best matches of the
 * typed text (exact, then prefix, then word prefix, then anywhere), at most CITY_SEARCH_LIMIT.
 * `CityId`: just that city (a stored lead's, a default). For pickers that load on demand.
 */
export const citiesQuerySchema = z.object({
  Search: storableText()
    .trim()
    .max(100, { error: textTooLong(100) })
    .optional(),
  CityId: idField(inputMessages.numberInvalid).optional(),
});
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;
