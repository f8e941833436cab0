/** The visits module's public face: what other modules may use (eslint: no deeper import). */
export { visitsRoutes } from './visits.routes';
