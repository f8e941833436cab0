/** The dashboard module's public face: what other modules may use (eslint: no deeper import). */
export { countDueFollowUps, type DueFollowUps } from './due-follow-ups.repository';
