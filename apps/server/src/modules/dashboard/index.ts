/** The dashboard module's public face: what app.ts and other modules may use (eslint: no deeper import). */
export { countDueFollowUps, type DueFollowUps } from './due-follow-ups.repository';
export { dashboardRoutes } from './dashboard.routes';
