export * from './reference';
export * from './users';
export * from './audit';
export * from './leads';
export * from './follow-ups';
export * from './lead-view-counts';
export * from './companion';
export * from './licences';
