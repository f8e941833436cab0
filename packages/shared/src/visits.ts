import { z } from 'zod';
import { idField, isoDatePattern, isStorableDate, isoTimestamp, zeroOneFlag } from './common';
import { leadMessages } from './lead-messages';

/** Visits (issue 34): a check-in at a lead, an employee's day, the leads on a map. */

/**
 * How old a check-in may be when it reaches the server: the days a phone keeps it queued in a dead
 * zone. Older, or taken in the future (a minute's grace), it is refused beside `CapturedAt`.
 */
export const VISIT_MAX_AGE_DAYS = 7;
export const VISIT_FUTURE_GRACE_MS = 60_000;
/** How far a phone's clock (`SentAt`) may be from the server's: further, its dates mean nothing. */
export const VISIT_CLOCK_MAX_SKEW_MS = 86_400_000;

export const visitMessages = {
  checkedIn: 'Visit recorded.',
  latitudeInvalid: 'Latitude must be a number from -90 to 90.',
  longitudeInvalid: 'Longitude must be a number from -180 to 180.',
  accuracyInvalid: 'Accuracy must be a number of metres from 0 to 100000.',
  employeeRequired: 'Please select an employee.',
  dateInvalid: 'Please enter a valid date.',
  boxInvalid: 'North must be above South.',
  notYours: 'You can see only your own visits.',
  day: 'Visits of the day',
  map: 'Leads on the map',
  /** A visit's photo is a photo: the lead's size limit and message, images only. */
  photoType: 'Only JPG and PNG files are allowed.',
  photoExpired: 'This link has expired. Open the visits again.',
  sentAtOutOfRange:
    "The phone's date and time are more than a day off. Set them right, then send again.",
  capturedAtOutOfRange: `A check-in can be sent up to ${VISIT_MAX_AGE_DAYS} days after it was taken, and not before.`,
} as const;

/** A visit's optional photo (`Photo`): JPG or PNG by content, at most `MAX_LEAD_FILE_BYTES`. */
export const VISIT_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
/** The camera input's `accept`: phones convert what their camera takes to one of these. */
export const VISIT_PHOTO_ACCEPT = 'image/jpeg,image/png';

/**
 * What the server makes of a check-in, most telling first: signs of a faked position (an
 * impossible speed since the employee's last visit, a phone clock far from the server's, an
 * accuracy that never changes), then a visit far from the lead's place or too imprecise to tell.
 */
export const VISIT_FLAGS = ['speed', 'clock', 'steady', 'far', 'imprecise', 'unplaced'] as const;
export type VisitFlag = (typeof VISIT_FLAGS)[number];
/** `Flag` of a visit that raised none. */
export const VISIT_OK = 'ok';

export const VISIT_FLAG_LABELS: Record<VisitFlag | typeof VISIT_OK, string> = {
  ok: 'At the place',
  speed: 'Impossible speed',
  clock: 'Phone clock off',
  steady: 'Accuracy never changes',
  far: 'Far from the place',
  imprecise: 'Imprecise',
  unplaced: 'Lead has no place',
};

/** A visit is `imprecise` when the phone's accuracy is worse than this (metres). */
export const IMPRECISE_ACCURACY_M = 100;

/** A number sent as JSON or as form text (multipart), within [min, max]; `message` otherwise. */
const boundedNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*-?\d{1,6}(\.\d{1,15})?\s*$/.test(value)
        ? Number(value)
        : value,
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: message }),
  );

const optionalTime = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  isoTimestamp().optional(),
);

/**
 * `POST /lead-visit` (JSON, or multipart with an optional `Photo`). Beyond the fields,
 * optional: `CapturedAt`, the phone's time of the fix, and `SentAt`, the phone's time when it sent
 * the call (a queued check-in sent later): the server measures the phone's clock against its own
 * by them and dates the visit on its own clock (docs/decisions.md).
 */
export const leadVisitSchema = z.object({
  LeadId: idField(leadMessages.leadNotFound),
  Latitude: boundedNumber(visitMessages.latitudeInvalid, -90, 90),
  Longitude: boundedNumber(visitMessages.longitudeInvalid, -180, 180),
  Accuracy: boundedNumber(visitMessages.accuracyInvalid, 0, 100_000),
  CapturedAt: optionalTime,
  SentAt: optionalTime,
});
export type LeadVisitInput = z.output<typeof leadVisitSchema>;

export const visitResultSchema = z.object({
  VisitId: z.number(),
  /** Whole metres to the lead's saved place; null when it has none. */
  DistanceM: z.number().nullable(),
  Flag: z.string(),
  /** Every flag raised, most telling first (`Flag` is the first, or 'ok'). */
  Flags: z.array(z.string()),
});
export type VisitResult = z.infer<typeof visitResultSchema>;

/** A visit as the lead's details list it (`Visits`, newest first). */
export const leadVisitItemSchema = z.object({
  id: z.number(),
  VisitedAt: z.string(),
  DistanceM: z.number().nullable(),
  Accuracy: z.number(),
  Flag: z.string(),
  Flags: z.array(z.string()),
  UserId: z.number(),
  UserName: z.string(),
  /** The visit's photo by a short-lived signed URL; null when it has none. */
  PhotoUrl: z.string().nullable(),
});
export type LeadVisitItem = z.infer<typeof leadVisitItemSchema>;

const dayField = z
  .string({ error: visitMessages.dateInvalid })
  .regex(isoDatePattern, { error: visitMessages.dateInvalid })
  .refine(isStorableDate, { error: visitMessages.dateInvalid });

/** `POST /visits-day`: one employee's visits on one business day; `Export` answers .xlsx. */
export const visitsDayQuerySchema = z.object({
  UserId: idField(visitMessages.employeeRequired),
  Date: dayField,
  Export: zeroOneFlag(),
});
export type VisitsDayQuery = z.output<typeof visitsDayQuerySchema>;

export const dayVisitSchema = z.object({
  VisitId: z.number(),
  VisitedAt: z.string(),
  LeadId: z.number(),
  CompanyName: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  DistanceM: z.number().nullable(),
  Accuracy: z.number(),
  Flag: z.string(),
  /** Straight-line metres from the visit before (0 for the first). */
  LegM: z.number(),
  /** The visit's photo by a short-lived signed URL; null when it has none. */
  PhotoUrl: z.string().nullable(),
});
export type DayVisit = z.infer<typeof dayVisitSchema>;
export const visitsDaySchema = z.object({
  Visits: z.array(dayVisitSchema),
  /** The straight-line metres from each visit to the next, added up. */
  TravelledM: z.number(),
});
export type VisitsDay = z.infer<typeof visitsDaySchema>;
export const VISITS_DAY_FILE = 'visits-day.xlsx';

/** `POST /leads-map`: the box the map shows; the administrator may name one employee. */
export const leadsMapQuerySchema = z
  .object({
    North: boundedNumber(visitMessages.latitudeInvalid, -90, 90),
    South: boundedNumber(visitMessages.latitudeInvalid, -90, 90),
    East: boundedNumber(visitMessages.longitudeInvalid, -180, 180),
    West: boundedNumber(visitMessages.longitudeInvalid, -180, 180),
    UserId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      idField(visitMessages.employeeRequired).optional(),
    ),
  })
  .refine((box) => box.North >= box.South, { error: visitMessages.boxInvalid, path: ['North'] });
export type LeadsMapQuery = z.output<typeof leadsMapQuerySchema>;

export const mapLeadSchema = z.object({
  id: z.number(),
  CompanyName: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  NextDate: z.string().nullable(),
  /** Overdue, Today or Upcoming (`dateViewOf`), or '' for none. */
  State: z.string(),
});
export type MapLead = z.infer<typeof mapLeadSchema>;
export const mapClusterSchema = z.object({
  Latitude: z.number(),
  Longitude: z.number(),
  Count: z.number(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;
export const leadsMapSchema = z.object({
  /** The leads in the box, when there are at most `MAP_MAX_POINTS`; else empty. */
  Leads: z.array(mapLeadSchema),
  /** Beyond `MAP_MAX_POINTS`: the leads gathered on a grid, each cell's count at its centre. */
  Clusters: z.array(mapClusterSchema),
});
export type LeadsMap = z.infer<typeof leadsMapSchema>;
/** Beyond this many leads in the box the map is answered as clusters. */
export const MAP_MAX_POINTS = 400;

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance in metres between two points given in degrees. */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A link that opens the phone's maps app with directions to a point (Android, iOS, desktop). */
export const directionsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
