/** The health module's public face: what app.ts and other modules may use (eslint: no deeper import). */
export { healthRoutes } from './health.routes';
