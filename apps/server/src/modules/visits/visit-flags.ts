import { IMPRECISE_ACCURACY_M, VISIT_FLAGS, distanceMetres, type VisitFlag } from '@yaar/shared';

/** Faster than this between two visits (metres a second, 150 km/h) no field visit travels. */
export const IMPOSSIBLE_SPEED_MPS = 150_000 / 3600;
/** A phone clock this far (ms) from the server's is flagged. */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;
/** This many earlier visits with the very same accuracy as this one: the accuracy never changes. */
export const STEADY_ACCURACY_VISITS = 3;

export interface Fix {
  latitude: number;
  longitude: number;
  accuracy: number;
  visitedAt: Date;
}

export interface VisitEvidence {
  fix: Fix;
  /** The lead's saved place, or null when it has none. */
  place: { latitude: number; longitude: number } | null;
  radiusM: number;
  /** The phone's clock minus the server's, in ms (0 when the phone sent no time). */
  clockSkewMs: number;
  /** The employee's earlier visits, newest first. */
  earlier: Fix[];
}

/** Metres the fix is from the place, or null without a place. */
export const distanceToPlace = (evidence: Pick<VisitEvidence, 'fix' | 'place'>) =>
  evidence.place ? distanceMetres(evidence.place, evidence.fix) : null;

/**
 * Moving from the last visit to this one faster than anything on a road goes. Each fix may be off
 * by its accuracy, so only the distance beyond both accuracies counts, and a short hop never does.
 */
function impossibleSpeed(fix: Fix, last: Fix | undefined): boolean {
  if (!last) return false;
  const moved = distanceMetres(last, fix) - last.accuracy - fix.accuracy;
  if (moved <= 1000) return false;
  const seconds = Math.max(1, (fix.visitedAt.getTime() - last.visitedAt.getTime()) / 1000);
  return moved / seconds > IMPOSSIBLE_SPEED_MPS;
}

/** A real phone's accuracy changes from fix to fix; a position faker's often does not. */
const steadyAccuracy = (fix: Fix, earlier: Fix[]) =>
  earlier.length >= STEADY_ACCURACY_VISITS &&
  earlier.slice(0, STEADY_ACCURACY_VISITS).every((visit) => visit.accuracy === fix.accuracy);

/** The flags a check-in raises, in `VISIT_FLAGS` order (most telling first). */
export function visitFlags(evidence: VisitEvidence): VisitFlag[] {
  const { fix, earlier } = evidence;
  const distance = distanceToPlace(evidence);
  const raised: Record<VisitFlag, boolean> = {
    speed: impossibleSpeed(fix, earlier[0]),
    clock: Math.abs(evidence.clockSkewMs) > CLOCK_TOLERANCE_MS,
    steady: steadyAccuracy(fix, earlier),
    far: distance !== null && distance > evidence.radiusM,
    imprecise: fix.accuracy > IMPRECISE_ACCURACY_M,
    unplaced: distance === null,
  };
  return VISIT_FLAGS.filter((flag) => raised[flag]);
}
