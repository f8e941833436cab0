import { z } from 'zod';

/** Visits and the map (issue 34), part of env.ts's schema. */
export const mapSettings = {
  /** A check-in farther than this many metres from the lead's saved place is flagged `far`. */
  VISIT_RADIUS_M: z.coerce.number().int().min(10).max(100_000).default(150),
  /**
   * The MapLibre style the web's maps draw (served to the browser through /config.js): any
   * style URL, a self-hosted one or a `data:` JSON; default OpenFreeMap's free OpenStreetMap style,
   * which needs no key.
   */
  MAP_STYLE_URL: z
    .string()
    .trim()
    .refine((value) => /^(https?:\/\/|data:application\/json|\/)/.test(value), {
      error: 'must be an http(s) URL, a path on this server, or a data:application/json URL',
    })
    .default('https://tiles.openfreemap.org/styles/liberty'),
};

/**
 * What the map screens need of the page's Content-Security-Policy: MapLibre fetches the style,
 * its tiles, sprites and fonts (from the style's host) and runs its worker from a blob: URL.
 */
export function mapCspDirectives(config: { MAP_STYLE_URL: string }) {
  const origin = /^https?:\/\//.test(config.MAP_STYLE_URL)
    ? new URL(config.MAP_STYLE_URL).origin
    : undefined;
  const hosts = origin ? [origin] : [];
  return {
    'connect-src': ["'self'", 'data:', 'blob:', ...hosts],
    'img-src': ["'self'", 'data:', 'blob:', ...hosts],
    'worker-src': ["'self'", 'blob:'],
  };
}
