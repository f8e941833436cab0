/** The licences module's public face: what app.ts and other modules may use (eslint: no deeper import). */
export { licenceReportEndpoints } from './licence-report';
export { licencesRoutes } from './licences.routes';
/** An invoice as the customer messages send it (issue 44): its row and its PDF. */
export { findTransaction } from './licences.service';
export { invoicePdf } from './licence-invoice';
