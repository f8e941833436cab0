import { VISIT_FLAG_LABELS, VISIT_OK, type VisitFlag } from '@yaar/shared';

/** '18 m' below a kilometre, '4.2 km' beyond. */
export const formatMetres = (metres: number) =>
  metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;

/** '18 m from the shop', or that the lead has no saved place. */
export const distanceText = (distanceM: number | null) =>
  distanceM === null ? 'the lead has no saved place' : `${formatMetres(distanceM)} from the shop`;

export const flagLabel = (flag: string) => VISIT_FLAG_LABELS[flag as VisitFlag] ?? flag;

/** A flag's badge colour: green at the place, amber for far or imprecise, red for a fake's sign. */
export const flagVariant = (flag: string) =>
  flag === VISIT_OK
    ? 'success'
    : flag === 'far' || flag === 'imprecise' || flag === 'unplaced'
      ? 'warning'
      : 'danger';
