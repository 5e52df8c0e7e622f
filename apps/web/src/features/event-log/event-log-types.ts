// Records of the terminal (spec §3 "Api event log"): named triggers, each with its events.
import type { HttpMethod } from '@sjd/contracts';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type EventIcon = 'request' | 'response' | 'info' | 'success' | 'warning' | 'error';

export interface ApiEvent {
  title: string;
  type: 'request' | 'response';
  /** The API's name as the terminal shows it, e.g. 'Verified Tokens', 'Checkout SDK', 'HPP SDK'. */
  api: string;
  method?: HttpMethod;
  url?: string;
  /** HTTP status of a response. */
  status?: number;
  /** Milliseconds from request to response. */
  responseTime?: number;
  body?: JsonValue;
  icon?: EventIcon;
  /** A plain-text step (e.g. 'Device data collected'): shown as text, not as an HTTP exchange. */
  plainText?: string;
  /**
   * A canned exchange the demo shows but never sends (the express wallets, spec §1: "simulated
   * with canned responses; no network call"). The terminal marks it; nothing calls its URL.
   */
  simulated?: boolean;
  /**
   * When the event was recorded (ms since the epoch), set by apiEventRecorded: the share link's
   * replay plays the trail with these gaps, and the HAR export dates each entry with it.
   */
  at?: number;
  /**
   * The shop screen (its path) the visitor was on when it was recorded, set by apiEventRecorded:
   * a shared journey's replay shows each step's screen in the device frame (issue 44).
   */
  screen?: string;
  /**
   * A provider event the demo's receiver got (issue 30): which one, for whose payment, and what
   * the receiver did. The terminal opens its inspector from it.
   */
  webhook?: { eventId: string; transactionReference: string; outcome: string };
}

export interface Trigger {
  id: number;
  /** What the visitor did, e.g. 'Pay with new card'. */
  name: string;
  events: ApiEvent[];
}
