/** The commissions module's public face: what app.ts and other modules may use (eslint: no deeper import). */
export { commissionReportEndpoints } from './commission-report';
export { commissionsRoutes } from './commissions.routes';
