export * from './pdf-document';
export * from './pdf-table';
