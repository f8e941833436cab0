export * from './api';
export * from './paging';
export * from './common';
export * from './auth';
export * from './reference';
export * from './users';
export * from './leads';
export * from './search-rank';
