// The trail survives a reload (issue 35, item 2): the current visit's terminal is kept in
// sessionStorage (this tab, this visit; a new tab starts empty), as {"version": 1, "data": …}
// under sjd:trail, validated with zod on the way back and bounded in size (the oldest calls go
// first). A journey still running when the page went away cannot go on (its frames and waits
// are gone): the stored trail says which one it was, and the restore ends it in the trail with
// what is known — the provider's last answer, or the call it never answered — and tells the
// screen (interruption-slice.ts).
import * as z from 'zod/mini';
import { readVersioned, type StorageLike } from '../../lib/persistence';
import type { ApiEvent, JsonValue, Trigger } from './event-log-types';
import type { EventLogState } from './event-log-slice';
import type { Interruption, InterruptedJourney } from './interruption-slice';

export const trailStorageKey = 'trail';
export const trailStorageVersion = 1;
/** Characters of JSON kept at most (sessionStorage holds about 5 MB per origin; we take little). */
export const trailStorageLimit = 200_000;

const count = () => z.int().check(z.minimum(0));

export const eventSchema = z.looseObject({
  title: z.string(),
  type: z.enum(['request', 'response']),
  api: z.string(),
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
  url: z.optional(z.string()),
  status: z.optional(z.int()),
  responseTime: z.optional(z.number()),
  // What JSON.parse gave back is JSON.
  body: z.optional(z.custom<JsonValue>((value) => value !== undefined)),
  icon: z.optional(z.enum(['request', 'response', 'info', 'success', 'warning', 'error'])),
  plainText: z.optional(z.string()),
  simulated: z.optional(z.boolean()),
  at: z.optional(z.number()),
  screen: z.optional(z.string()),
  webhook: z.optional(
    z.object({ eventId: z.string(), transactionReference: z.string(), outcome: z.string() }),
  ),
});

export const triggerSchema = z.object({
  id: count(),
  name: z.string().check(z.minLength(1)),
  events: z.array(eventSchema),
});

const storedTrailSchema = z.object({
  triggers: z.array(triggerSchema),
  nextId: count(),
  /** The journey that was running when the trail was written, if one was. */
  running: z.nullable(
    z.object({ triggerId: count(), kind: z.enum(['payment', 'card', 'payout']) }),
  ),
});
export type StoredTrail = z.infer<typeof storedTrailSchema>;

/** What the store says about a journey in flight: its kind, or null when none runs. */
export type RunningKind = InterruptedJourney['kind'] | null;

const omittedBody = '(left out: too large to keep across a reload)';

/**
 * Each trigger's JSON, kept per trigger object: the log keeps a trigger that did not change as
 * the same object, so a new step serialises only the trigger it joined. (Serialising a year's
 * trail, 2,000 steps, again on every step cost more than drawing the step; issue 46, item 6.)
 */
const triggerJson = new WeakMap<Trigger, string>();

function jsonOf(trigger: Trigger): string {
  let text = triggerJson.get(trigger);
  if (text === undefined) {
    text = JSON.stringify(trigger);
    triggerJson.set(trigger, text);
  }
  return text;
}

/**
 * The trail as stored: whole triggers, the newest that fit (the oldest are dropped); a single
 * trigger that does not fit alone keeps its steps without their bodies.
 */
export function storedTrailOf(log: EventLogState, running: RunningKind): string {
  const latest = log.triggers.at(-1);
  const runningEntry = running && latest ? { triggerId: latest.id, kind: running } : null;
  const head = `{"version":${trailStorageVersion},"data":{"triggers":[`;
  const tail = `],"nextId":${log.nextId},"running":${JSON.stringify(runningEntry)}}}`;
  const kept: string[] = [];
  let length = head.length + tail.length;
  for (let index = log.triggers.length - 1; index >= 0; index -= 1) {
    const trigger = log.triggers[index];
    if (!trigger) continue;
    const text = jsonOf(trigger);
    const added = text.length + (kept.length > 0 ? 1 : 0);
    if (length + added > trailStorageLimit && kept.length > 0) break;
    kept.push(text);
    length += added;
  }
  const whole = `${head}${kept.reverse().join(',')}${tail}`;
  if (whole.length <= trailStorageLimit) return whole;
  // One trigger too large alone: its steps without their bodies.
  const slim = log.triggers.slice(-1).map((t) => ({
    ...t,
    events: t.events.map((e) => (e.body === undefined ? e : { ...e, body: omittedBody })),
  }));
  return `${head}${slim.map((t) => JSON.stringify(t)).join(',')}${tail}`;
}

export function writeTrail(storage: StorageLike, log: EventLogState, running: RunningKind): void {
  try {
    storage.setItem(`sjd:${trailStorageKey}`, storedTrailOf(log, running));
  } catch {
    // Storage full or refused: the trail lives on in memory; only a reload would lose it.
  }
}

/** Payment requests: the calls after which money may have moved. */
const decisiveUrl = /\/(payments|cardPayments|payouts)\b/;

/** The `outcome` a provider's answer names, if it names one. */
function outcomeOf(body: JsonValue | undefined): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const outcome = body.outcome;
  return typeof outcome === 'string' ? outcome : null;
}

/** What can be said about a journey the reload stopped, from its calls. */
export function interruptionOf(trigger: Trigger, kind: InterruptedJourney['kind']): Interruption {
  const events = trigger.events;
  const last = events.at(-1);
  const lastOutcome = events.findLast((e) => e.type === 'response' && outcomeOf(e.body) !== null);
  const outcome = lastOutcome ? outcomeOf(lastOutcome.body) : null;
  const unanswered = last?.type === 'request' && !last.plainText ? last : null;
  const what = { payment: 'payment', card: 'card being added', payout: 'withdrawal' }[kind];
  let text: string;
  if (unanswered && unanswered.url && decisiveUrl.test(unanswered.url)) {
    text = `The ${what} was interrupted while the provider was answering '${unanswered.title}': whether it went through is not known here. Nothing was settled.`;
  } else if (lastOutcome && outcome) {
    text = `The ${what} was interrupted — the provider's last answer was '${outcome}' (${lastOutcome.title}). Nothing was settled.`;
  } else {
    text =
      kind === 'card'
        ? 'Adding the card was interrupted — no card was saved.'
        : kind === 'payout'
          ? 'The withdrawal was interrupted — nothing was paid out.'
          : 'The payment was interrupted — nothing was charged.';
  }
  return { trigger: trigger.name, kind, text };
}

/** The note the restore adds to the interrupted journey's trigger. */
export function interruptionEvent(interruption: Interruption): ApiEvent {
  return {
    title: 'Interrupted by a reload',
    type: 'response',
    api: 'Smart Journey Demo',
    icon: 'warning',
    plainText: interruption.text,
  };
}

/**
 * The stored trail, validated; with the journey it was running ended: its trigger gets the
 * interruption note and the interruption is returned for the screen.
 */
export function readTrail(
  storage: StorageLike,
): { log: EventLogState; interruption: Interruption | null } | null {
  const stored = readVersioned(storage, trailStorageKey, trailStorageVersion, storedTrailSchema);
  if (!stored) return null;
  const triggers: Trigger[] = stored.triggers;
  const nextId = Math.max(stored.nextId, ...triggers.map((t) => t.id + 1));
  const interrupted = stored.running
    ? triggers.find((t) => t.id === stored.running?.triggerId)
    : undefined;
  if (!interrupted || !stored.running) return { log: { triggers, nextId }, interruption: null };
  const interruption = interruptionOf(interrupted, stored.running.kind);
  const ended = triggers.map((t) =>
    t === interrupted ? { ...t, events: [...t.events, interruptionEvent(interruption)] } : t,
  );
  return { log: { triggers: ended, nextId }, interruption };
}
