/** The auth module's public face: what other modules, the companion and plugins may use. */
export { findActiveUser, findSession, findUserByToken, isSessionLive } from './auth.service';
export { authRoutes } from './auth.routes';
