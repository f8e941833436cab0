export * from './reference';
export * from './users';
export * from './audit';
export * from './companion';
