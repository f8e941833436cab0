/** The follow-ups module's public face: what other modules may use (eslint: no deeper import). */
export { listFollowUps } from './follow-ups.service';
export { followUpsRoutes } from './follow-ups.routes';
