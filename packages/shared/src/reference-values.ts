// No zod here: the lists a screen shows (products, business types, statuses, the default city)
// without building the schemas of the forms that check them (those are in reference.ts).
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
export const PENDING_SUB_STATUSES = [
  'Call Back Later',
  CUSTOMER_REFERENCE,
  'Demo Given',
  'Demo Scheduled',
  'Interested',
  'Not Reachable',
  'Quotation Sent',
  'Visit Again',
] as const;
export const COMPLETED_SUB_STATUSES = [
  'Already Using Other Software',
  'Converted',
  'Duplicate Lead',
  'Not Interested',
  'Shop Closed',
] as const;
export const STATUS_CATALOGUE: Record<MainStatus, readonly string[]> = {
  Pending: PENDING_SUB_STATUSES,
  Completed: COMPLETED_SUB_STATUSES,
};

export const DEFAULT_CITY_NAME = 'Ahmedabad';

/** How many cities one search answers: enough to scroll, small enough for a phone. */
export const CITY_SEARCH_LIMIT = 50;
