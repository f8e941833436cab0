/** The lead-events module's public face: the one writer of a lead's timeline (issue 43). */
export {
  insertMessageEvents,
  leadEventList,
  leadEventsOf,
  type EventDetails,
  type QueuedMessage,
} from './lead-events.repository';
export {
  handsOf,
  leadChanges,
  photoChanges,
  recordLeadEvent,
  type LeadShown,
} from './lead-events.service';
