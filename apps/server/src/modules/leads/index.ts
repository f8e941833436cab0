/** The leads module's public face: what other modules may use (eslint: no deeper import). */
export { leadNotFound, visibleScope } from './lead-access';
export { leadViewFilter } from './lead-views';
export { viewConditions } from './leads-list.repository';
export { findLeadState, updateLead } from './leads.repository';
export { listFollowUpRows } from './lead-follow-ups.repository';
export { visitFlagOf } from './lead-visits.repository';
export { VISIT_PHOTO_AREA, visitPhotoRoutes, visitPhotoUrl } from './visit-photos';
export { leadFilesRoutes } from './lead-files.routes';
export { leadFormRoutes } from './lead-form.routes';
export { leadsRoutes } from './leads.routes';
