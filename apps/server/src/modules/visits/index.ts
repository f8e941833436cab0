/** The visits module's public face: what other modules may use (eslint: no deeper import). */
export { listLeadVisits } from './visits.service';
