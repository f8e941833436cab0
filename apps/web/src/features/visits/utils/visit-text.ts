import { VISIT_FLAG_LABELS, VISIT_OK, type VisitFlag } from '@yaar/shared';
import { t } from '@/lib/i18n/language';

/** '18 m' below a kilometre, '4.2 km' beyond. */
export const formatMetres = (metres: number) =>
  metres < 1000
    ? t('{metres} m', { metres: Math.round(metres) })
    : t('{km} km', { km: (metres / 1000).toFixed(1) });

/** '18 m from the shop', or that the lead has no saved place. */
export const distanceText = (distanceM: number | null) =>
  distanceM === null
    ? t('the lead has no saved place')
    : t('{distance} from the shop', { distance: formatMetres(distanceM) });

export const flagLabel = (flag: string) => t(VISIT_FLAG_LABELS[flag as VisitFlag] ?? flag);

/** A flag's badge colour: green at the place, amber for far or imprecise, red for a fake's sign. */
export const flagVariant = (flag: string) =>
  flag === VISIT_OK
    ? 'success'
    : flag === 'far' || flag === 'imprecise' || flag === 'unplaced'
      ? 'warning'
      : 'danger';
