/** What other companion modules may use of the app users. */
export { findAppUserByMobile } from './app-users.repository';
