import { z } from 'zod';
import { idField, inputMessages } from './common';

/** Spec 1 §9 and 2 §9: products, business types, the lead status catalogue. */
export const PRODUCTS = ['VahanYaar', 'BuildYaar', 'OYaar'] as const;
export type Product = (typeof PRODUCTS)[number];
export const DEFAULT_PRODUCT: Product = 'OYaar';

export const BUSINESS_TYPES = [
  'Vehicle Service',
  'Service',
  'Wheel Alignment & Balancing',
  'Insurance',
  'Warranty',
  'PUC',
  'Fitness Certificate',
  'RTO',
  'AMC',
  'Vehicle AC Service',
  'CNG Cylinder Testing',
  'Only Billing',
] as const;

export const MAIN_STATUSES = ['Pending', 'Completed'] as const;
export type MainStatus = (typeof MAIN_STATUSES)[number];
export const DEFAULT_MAIN_STATUS: MainStatus = 'Pending';
export const CUSTOMER_REFERENCE = 'Customer Reference';

/** The seeded sub statuses of each main status. */
export const STATUS_CATALOGUE: Record<MainStatus, readonly string[]> = {
  Pending: [
    'Call Back Later',
    CUSTOMER_REFERENCE,
    'Demo Given',
    'Demo Scheduled',
    'Interested',
    'Not Reachable',
    'Quotation Sent',
    'Visit Again',
  ],
  Completed: [
    'Already Using Other Software',
    'Converted',
    'Duplicate Lead',
    'Not Interested',
    'Shop Closed',
  ],
};

export const DEFAULT_CITY_NAME = 'Ahmedabad';

export const citySchema = z.object({
  CityId: z.number(),
  CityName: z.string(),
  state: z.object({ StateName: z.string() }),
});
export type City = z.infer<typeof citySchema>;

/** How many cities one search answers: enough to scroll, small enough for a phone. */
export const CITY_SEARCH_LIMIT = 50;

/**
 * `GET /cities-list` query. Without it: every city (spec 1 §7). `Search`: the best matches of the
 * typed text (exact, then prefix, then word prefix, then anywhere), at most CITY_SEARCH_LIMIT.
 * `CityId`: just that city (a stored lead's, a default). For pickers that load on demand.
 */
export const citiesQuerySchema = z.object({
  Search: z.string().trim().max(100).optional(),
  CityId: idField(inputMessages.numberInvalid).optional(),
});
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;

export const citiesPaths = {
  citiesList: '/cities-list',
} as const;
