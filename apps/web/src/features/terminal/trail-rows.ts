// The trail as a person reads it (issue 35, item 9): the event log keeps requests and responses
// as separate events (spec §3 "Api event log"); the terminal shows each call — a request and the
// response that answers it — as one row with a one-line summary (method, path, status, outcome,
// time), numbered across the whole trail rather than from 1 in each trigger. Plain-text steps are
// rows of their own; a journey's result (journeys/journey-result.ts) is its summary card.
import { journeyResultApi, type ApiEvent, type JsonValue, type Trigger } from '../event-log';

export type TrailRow =
  /** A request and, once it came, its response. */
  | { kind: 'call'; step: number; request: ApiEvent; response?: ApiEvent }
  /** A response recorded without its request (a hosted page's result callback). */
  | { kind: 'answer'; step: number; response: ApiEvent }
  /** A plain-text step: an outcome, a browser event, a descriptor of spec §8. */
  | { kind: 'note'; step: number; event: ApiEvent };

export interface TriggerRows {
  trigger: Trigger;
  rows: TrailRow[];
  /** The journey's result, when the journey ended under this trigger. */
  result?: ApiEvent;
}

/** True when `response` is the answer to `request` (the provider client records them so). */
function answers(request: ApiEvent, response: ApiEvent | undefined): response is ApiEvent {
  return (
    response !== undefined &&
    response.type === 'response' &&
    response.plainText === undefined &&
    response.title === request.title &&
    response.api === request.api
  );
}

/**
 * One trigger's rows, numbered from `firstStep` (the number of its first row). Pure: a trigger
 * that did not change gives equal rows again, so the terminal redraws only the trigger that grew.
 */
export function triggerRows(trigger: Trigger, firstStep: number): TriggerRows {
  let step = firstStep - 1;
  const rows: TrailRow[] = [];
  let result: ApiEvent | undefined;
  const { events } = trigger;
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index];
    if (!event) continue;
    if (event.api === journeyResultApi && event.plainText !== undefined) {
      result = event;
      continue;
    }
    step += 1;
    if (event.plainText !== undefined) {
      rows.push({ kind: 'note', step, event });
    } else if (event.type === 'request') {
      const next = events[index + 1];
      if (answers(event, next)) {
        rows.push({ kind: 'call', step, request: event, response: next });
        index += 1;
      } else {
        rows.push({ kind: 'call', step, request: event });
      }
    } else {
      rows.push({ kind: 'answer', step, response: event });
    }
  }
  return { trigger, rows, ...(result ? { result } : {}) };
}

/** How many numbered rows a trigger has (its rows' count, without building them). */
export function rowCount(trigger: Trigger): number {
  let count = 0;
  const { events } = trigger;
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index];
    if (!event || (event.api === journeyResultApi && event.plainText !== undefined)) continue;
    count += 1;
    if (
      event.plainText === undefined &&
      event.type === 'request' &&
      answers(event, events[index + 1])
    ) {
      index += 1;
    }
  }
  return count;
}

/** The number of each trigger's first row, numbered from 1 across the whole trail. */
export function firstSteps(triggers: readonly Trigger[]): number[] {
  let next = 1;
  return triggers.map((trigger) => {
    const first = next;
    next += rowCount(trigger);
    return first;
  });
}

/** Every trigger's rows, numbered from 1 across the whole trail. */
export function trailRows(triggers: readonly Trigger[]): TriggerRows[] {
  const firsts = firstSteps(triggers);
  return triggers.map((trigger, index) => triggerRows(trigger, firsts[index] ?? 1));
}

const isObject = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The outcome a provider answer states, where its API puts it: `outcome` at the top (payments,
 * 3DS, FraudSight, payouts, account verifications) or in `_embedded.verification` (verified
 * tokens). Undefined when the answer states none.
 */
export function outcomeOf(body: JsonValue | undefined): string | undefined {
  if (!isObject(body)) return undefined;
  if (typeof body.outcome === 'string') return body.outcome;
  const embedded = body._embedded;
  if (isObject(embedded) && isObject(embedded.verification)) {
    const { outcome } = embedded.verification;
    if (typeof outcome === 'string') return outcome;
  }
  return undefined;
}

/**
 * The path (and query) of a URL as the trail holds it, for the summary line; the URL itself if
 * it is not one. Cut from the recorded text, not rebuilt by the URL parser: that percent-encodes
 * what it finds, and a shared trail's cut ids end in '…', which it would show as `%E2%80%A6`.
 */
export function pathOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (url.startsWith(parsed.origin)) return url.slice(parsed.origin.length).split('#')[0] || '/';
  // Written another way than the parser writes it (a host in capitals): its own path, decoded.
  const path = `${parsed.pathname}${parsed.search}`;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Size of a body's JSON as a person reads it: '812 bytes', '21 KB', '1.0 MB'. */
export function sizeLabel(chars: number): string {
  if (chars >= 1024 * 1024) return `${(chars / 1024 / 1024).toFixed(1)} MB`;
  if (chars >= 1024) return `${Math.round(chars / 1024)} KB`;
  return `${chars} bytes`;
}
