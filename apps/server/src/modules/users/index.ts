/** The users module's public face: what other modules may use (eslint: no deeper import). */
export { isActiveEmployee } from './active-employee';
export { commissionOnSale } from './commission-rates';
export { isRestrictedAccount } from './restricted-accounts';
export { insertUser } from './users.repository';
export { personalColumns } from './personal-columns';
export { userAdminRoutes } from './user-admin.routes';
export { usersRoutes } from './users.routes';
