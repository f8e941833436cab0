/** The audit module's public face: what other modules may use (eslint: no deeper import). */
export { recordAudits } from './audit.repository';
export { auditChange, auditRefusal } from './audit.service';
