export { myRenewalsRoutes, renewalsRoutes } from './renewals.routes';
export { renewalNoticesJob, runRenewalNotices } from './renewal-notices';
