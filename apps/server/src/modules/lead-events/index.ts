/** The lead-events module's public face: the one writer of a lead's timeline (issue 43). */
export { leadEventList, leadEventsOf, type EventDetails } from './lead-events.repository';
export {
  handsOf,
  leadChanges,
  photoChanges,
  recordLeadEvent,
  type LeadShown,
} from './lead-events.service';
