/** A position fix: where, how sure (metres) and when (ISO). */
export interface Fix {
  latitude: number;
  longitude: number;
  accuracy: number;
  takenAt: string;
}

/** Stop watching once a fix is this good (metres), or after `FIX_WINDOW_MS`. */
export const GOOD_ENOUGH_M = 20;
export const FIX_WINDOW_MS = 5000;

/**
 * The best fix the phone gives within a few seconds: the first fix is often a coarse one (the
 * network's), and the GPS sharpens it; keep the most accurate, stop early when it is good enough.
 * Rejects when the phone gives none (no permission, no signal, no geolocation).
 */
export function takeBestFix(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
): Promise<Fix> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Geolocation is not supported by this browser.'));
      return;
    }
    let best: Fix | undefined;
    let done = false;
    const finish = (failure?: GeolocationPositionError) => {
      if (done) return;
      done = true;
      geolocation.clearWatch(watch);
      clearTimeout(timer);
      if (best) resolve(best);
      else reject(new Error(failure?.message || 'The position could not be taken.'));
    };
    const watch = geolocation.watchPosition(
      (position) => {
        const { latitude, longitude, accuracy } = position.coords;
        if (!best || accuracy < best.accuracy) {
          best = {
            latitude,
            longitude,
            accuracy,
            takenAt: new Date(position.timestamp || Date.now()).toISOString(),
          };
        }
        if (accuracy <= GOOD_ENOUGH_M) finish();
      },
      (failure) => {
        // A time-out while a fix is already held is the window closing; anything else ends it.
        if (failure.code !== failure.TIMEOUT || !best) finish(failure);
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: FIX_WINDOW_MS * 3 },
    );
    const timer = setTimeout(() => finish(), FIX_WINDOW_MS);
  });
}
