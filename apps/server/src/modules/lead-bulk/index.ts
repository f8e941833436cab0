/** The lead-bulk module's public face: what start-up may use (eslint: no deeper import). */
export { sweepImportErrorFiles } from './import-error-file';
export { leadBulkRoutes } from './lead-bulk.routes';
