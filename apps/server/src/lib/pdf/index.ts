export * from './pdf-document';
export * from './pdf-table';
export * from './tax-invoice';
export * from './script-text';
