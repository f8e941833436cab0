/** The statuses module's public face: what other modules may use (eslint: no deeper import). */
export { findStatusRow } from './statuses.service';
export { statusesRoutes } from './statuses.routes';
