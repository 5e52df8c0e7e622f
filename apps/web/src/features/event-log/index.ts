// The API event log's public face (spec §3 "Api event log", §4 "Event log", §8 descriptors):
// what flows record and what the terminal reads.
export { failureEvents, journeyResultApi, type FailureEvent } from './event-descriptors';
export {
  apiEventRecorded,
  selectEventCount,
  selectTriggers,
  terminalCleared,
  trailRestored,
  triggerSaved,
} from './event-log-slice';
export type { ApiEvent, EventIcon, JsonValue, Trigger } from './event-log-types';
export {
  interruptionAcknowledged,
  interruptionSlice,
  selectInterruption,
  type Interruption,
} from './interruption-slice';
export {
  eventSchema as apiEventSchema,
  readTrail,
  triggerSchema,
  writeTrail,
  type RunningKind,
} from './trail-storage';
