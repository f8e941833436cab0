import { z } from 'zod';
import { inputMessages, wholeNumber } from './common';

/**
 * Paging, the same for every list that can grow (DESIGN §4): `Page` and `PageSize` in the query or
 * body, `meta: { total, page, pageSize }` in the answer. Without them a list keeps the spec's
 * behaviour (every row).
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
export const MAX_PAGE = 100_000;

/** Spread into a list's query schema: `z.object({ ...pageQueryShape, …filters })`. */
export const pageQueryShape = {
  Page: wholeNumber(inputMessages.numberInvalid, 1, MAX_PAGE).optional(),
  PageSize: wholeNumber(inputMessages.numberInvalid, 1, MAX_PAGE_SIZE).optional(),
};
export type PageQuery = { Page?: number; PageSize?: number };

export const pageMetaSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Present and true when more rows match than `total` counts (a search counts up to a cap). */
  totalCapped: z
    .boolean()
    .optional()
    .describe('true when a search matched more rows than it counted'),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The answer of a list: `{ status, message, data: item[], meta? }`. */
export const listEnvelopeSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.number(),
    message: z.string(),
    data: z.array(item),
    meta: pageMetaSchema.optional(),
  });
