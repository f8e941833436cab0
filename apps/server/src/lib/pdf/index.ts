export * from './pdf-document';
export * from './pdf-table';
export * from './script-text';
