export * from './report-columns';
export * from './stream-pdf';
export * from './stream-xlsx-report';
export * from './signed-report';
export * from './report-totals';
export * from './tabular-report';
export * from './report-routes';
