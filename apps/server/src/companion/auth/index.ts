/** The companion sign-in's public face: what other companion modules may use (eslint: no deeper import). */
export type { CompanionCaller } from './companion-auth.service';
export {
  currentCompanionCaller,
  requireCompanionCaller,
  requireFullScope,
} from './companion-guards';
