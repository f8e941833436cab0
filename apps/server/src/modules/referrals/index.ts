/** The referrals module's public face: what app.ts and other modules may use (eslint: no deeper import). */
export { referralsRoutes } from './referrals.routes';
