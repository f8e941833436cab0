/**
 * `health`: everything the app depends on, for a load balancer. `ping`: the app answers at all,
 * nothing else asked (the web app's connectivity probe, on every app opening: no database, no file).
 */
export const healthPaths = { health: '/health', ping: '/ping' } as const;
