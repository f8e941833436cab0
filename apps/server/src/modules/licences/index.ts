/** The licences module's public face: what app.ts and other modules may use (eslint: no deeper import). */
export { licenceReportEndpoints } from './licence-report';
export { licencesRoutes } from './licences.routes';
