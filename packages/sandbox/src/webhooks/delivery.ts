// Delivery of the recorded events (outbox.ts) by HTTP POST to the configured receiver URLs, and
// only to them: the URL comes from the record, which took it from SANDBOX_WEBHOOK_URLS, and is
// checked against the configuration again before each attempt. Redirects are not followed.
//
// Each round (every `tickMs` of real time, and soon after an event is recorded) claims the work
// that is due on the sandbox clock in one transaction: the receivers whose next attempt is due
// are marked `sending` with a lease (real time) naming this instance, so another instance on the
// same database (or another round of this one) never sends the same attempt; PostgreSQL's `FOR
// UPDATE SKIP LOCKED` and SQLite's write lock make the claim exclusive. The POST runs outside any
// transaction; its answer is recorded in another, only while the lease is still this instance's.
// The events a round claims for one receiver are sent to it one after another, oldest first, as
// the provider queues them ("not acknowledging can cause delays of subsequent events" [M]).
// An attempt whose instance stopped before recording it is recorded as unanswered once its lease
// has run out (and retried like any other).
//
// Acknowledgement and retries [M, provider-lifecycle.md §2.2]: only a 200 within 10 s delivers;
// anything else is retried at intervals growing from 15 minutes to 2 hours (15, 30, 60, then
// every 120 minutes [INF: the docs give only the ends]) measured on the sandbox clock, and given
// up once the next attempt would come more than a week after the event.
//
// Delivery faults set for a reference (faults.ts) are read when its events are claimed: the delay
// and out-of-order faults hold a first attempt back and the signature faults spoil or drop the
// header (fault-delivery.ts); the duplicate fault sends a first attempt twice (`send`).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../domain/context';
import { eventsMediaType } from './events';
import { heldSiblings, holdFor, isHeldBack, signatureFor } from './fault-delivery';
import type { WebhookFaults } from './faults';
import {
  timeKey,
  type DeliveryAttempt,
  type Outbox,
  type ReceiverDelivery,
  type WebhookEvent,
} from './outbox';
import { signatureHeader } from './signature';

const minute = 60_000;
/** The waits after the first, second, third failed attempt, and after every later one. */
export const retryIntervalsMs = [15 * minute, 30 * minute, 60 * minute, 120 * minute] as const;
/** No attempt is made later than this after the event [M: "for up to a week"]. */
export const retryWindowMs = 7 * 24 * 60 * minute;
/** A lease outlives the attempt's timeout by this much before another round takes over. */
const leaseMarginMs = 20_000;
/** Events claimed per round and queue. */
const batchSize = 20;
/** How much of an answer's body an attempt keeps. */
const excerptChars = 500;

/** When the attempt after `failedAttempts` failures is due, or null when the week is over. */
export function nextAttemptAfter(failedAttempts: number, now: number, eventAt: number) {
  const interval =
    retryIntervalsMs[Math.min(failedAttempts, retryIntervalsMs.length) - 1] ?? retryIntervalsMs[0];
  const next = now + interval;
  return next - eventAt > retryWindowMs ? null : next;
}

/** The receiver after an attempt: delivered on a 200, else due again or given up. */
function afterAttempt(
  receiver: ReceiverDelivery,
  attempt: Omit<DeliveryAttempt, 'nextAttemptAt'>,
  eventAt: number,
): ReceiverDelivery {
  const delivered = attempt.status === 200;
  const next = delivered ? null : nextAttemptAfter(attempt.attempt, attempt.at, eventAt);
  return {
    ...receiver,
    state: delivered ? 'delivered' : next === null ? 'failed' : 'pending',
    nextAttemptAt: next,
    lease: null,
    attempts: [...receiver.attempts, { ...attempt, nextAttemptAt: next }],
  };
}

interface Job {
  eventId: string;
  url: string;
  attempt: number;
  body: string;
  /** The faults set for the event's reference when it was claimed (faults.ts). */
  faults: WebhookFaults;
  /**
   * An event on a demo clock (domain/clocks.ts): how far that clock is ahead of the global one,
   * and when the attempt was due on it. A clock moved forward makes attempts late; each is
   * stamped with the time it was due, so a day's retries follow one another in seconds.
   */
  shiftMs?: number;
  dueAt?: number;
}

export class WebhookDelivery {
  /** Names this instance in the leases it takes. */
  readonly instanceId = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private closed = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly aborts = new Set<AbortController>();
  private round: Promise<unknown> = Promise.resolve();
  /**
   * Runs a function in the async context this object was made in, outside any transaction: a
   * round is often scheduled from inside one (the write that recorded an event), and a timer
   * inherits its creator's context, so the store would take the round for part of that
   * transaction, long committed.
   */
  private readonly outside = AsyncLocalStorage.snapshot();

  constructor(
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get config() {
    return this.outbox.config;
  }

  /** Starts the rounds (none when `tickMs` is 0: then only `tick()` sends, for tests). */
  start(): void {
    if (this.config.tickMs <= 0) return;
    this.outbox.onRecorded = () => this.soon(5);
    this.soon(0);
  }

  /** Runs a round in `ms`, unless one is due sooner already (a burst never holds it back). */
  private soon(ms: number): void {
    if (this.closed || this.config.tickMs <= 0) return;
    const at = Date.now() + ms;
    if (this.timer) {
      if (this.timerAt <= at) return;
      clearTimeout(this.timer);
    }
    this.timerAt = at;
    this.timer = setTimeout(() => this.outside(() => this.startRound()), ms);
    this.timer.unref();
  }

  private startRound(): void {
    this.timer = null;
    this.round = this.round
      .then(() => this.claimAndSend())
      .catch((error: unknown) => this.log.error({ err: error }, 'webhook delivery round failed'))
      .finally(() => {
        if (!this.closed && !this.timer) this.soon(this.config.tickMs);
      });
  }

  /** One round whose sends are awaited: the attempts it made (tests drive delivery with it). */
  async tick(): Promise<number> {
    const { attempts, done } = await this.outside(() => this.claimAndSend());
    await done;
    return attempts;
  }

  /** Stops the rounds and ends the attempts under way (recorded as unanswered, retried later). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.aborts.forEach((controller) => controller.abort());
    await this.round;
    await Promise.all([...this.inFlight]);
  }

  /**
   * Claims what is due and starts sending it, each receiver's events in order; returns how many
   * attempts it started and when they are all recorded.
   */
  private async claimAndSend(): Promise<{ attempts: number; done: Promise<void> }> {
    const jobs = await this.claim();
    const queues = new Map<string, Job[]>();
    for (const job of jobs) queues.set(job.url, [...(queues.get(job.url) ?? []), job]);
    const sends = [...queues.values()].map(async (queue) => {
      for (const job of queue) {
        await this.send(job).catch((error: unknown) =>
          this.log.error(
            { err: error, eventId: job.eventId },
            'recording a webhook attempt failed',
          ),
        );
      }
    });
    for (const send of sends) {
      this.inFlight.add(send);
      void send.finally(() => this.inFlight.delete(send));
    }
    return { attempts: jobs.length, done: Promise.all(sends).then(() => {}) };
  }

  private async claim(): Promise<Job[]> {
    const { events } = this.outbox;
    const now = this.clock.now().getTime();
    const real = Date.now();
    return this.outbox.store.transaction(async () => {
      // Attempts whose sender never recorded an answer (it stopped): unanswered, retried.
      for (const event of await events.findUpTo('lease', timeKey(real), batchSize)) {
        const receivers = event.receivers.map((r) =>
          r.state === 'sending' && r.lease && r.lease.until <= real
            ? afterAttempt(
                r,
                {
                  attempt: r.attempts.length + 1,
                  at: now + (event.shiftMs ?? 0),
                  status: null,
                  latencyMs: 0,
                  response: 'No answer was recorded: the sandbox instance sending it stopped.',
                },
                event.at,
              )
            : r,
        );
        await events.put({ ...event, receivers });
      }
      const jobs: Job[] = [];
      // A receiver's events go one after another: each lease allows for those before it.
      const queued = new Map<string, number>();
      const claimed = new Set<string>();
      const faultsOf = new Map<string, WebhookFaults>();
      const faultsFor = async (reference: string, merchant: string | undefined) => {
        const key = `${merchant ?? ''}/${reference}`;
        const known = faultsOf.get(key);
        if (known) return known;
        const faults = await this.outbox.faults.of(reference, merchant ?? null);
        faultsOf.set(key, faults);
        return faults;
      };
      const take = (event: WebhookEvent, r: ReceiverDelivery, faults: WebhookFaults) => {
        jobs.push({
          eventId: event.id,
          url: r.url,
          attempt: r.attempts.length + 1,
          body: event.body,
          faults,
          ...(event.clock ? { shiftMs: event.shiftMs ?? 0, dueAt: r.nextAttemptAt ?? 0 } : {}),
        });
        const position = (queued.get(r.url) ?? 0) + 1;
        queued.set(r.url, position);
        const until = real + position * this.config.timeoutMs + leaseMarginMs;
        return { ...r, state: 'sending' as const, lease: { until, by: this.instanceId } };
      };
      for (const event of await events.findUpTo('due', timeKey(now), batchSize)) {
        // Released by an earlier event of this round (the out-of-order fault): already taken.
        if (claimed.has(event.id)) continue;
        claimed.add(event.id);
        const faults = await faultsFor(event.transactionReference, event.merchant);
        // An event on a demo clock is due by that clock (domain/clocks.ts).
        const eventNow = now + (event.shiftMs ?? 0);
        const receivers: ReceiverDelivery[] = [];
        const releases: ReceiverDelivery['url'][] = [];
        for (const r of event.receivers) {
          if (r.state !== 'pending' || r.nextAttemptAt === null || r.nextAttemptAt > eventNow) {
            receivers.push(r);
          } else if (!this.config.urls.includes(r.url)) {
            receivers.push({ ...r, state: 'dropped', nextAttemptAt: null });
          } else {
            const hold = await holdFor(events, event, r, faults, eventNow);
            if (hold === 'release') releases.push(r.url);
            receivers.push(hold === 'release' || hold === null ? take(event, r, faults) : hold);
          }
        }
        await events.put({ ...event, receivers });
        // The out-of-order fault: what was held for this reference goes right after this one.
        for (const url of releases) {
          for (const sibling of await heldSiblings(events, event, url)) {
            if (claimed.has(sibling.id) && sibling.id !== event.id) continue;
            claimed.add(sibling.id);
            const siblingFaults = await faultsFor(sibling.transactionReference, sibling.merchant);
            await events.put({
              ...sibling,
              receivers: sibling.receivers.map((r) =>
                r.url === url && isHeldBack(r) ? take(sibling, r, siblingFaults) : r,
              ),
            });
          }
        }
      }
      return jobs;
    });
  }

  /**
   * Sends an attempt, and with the duplicate fault (first attempt only) the same body again at
   * once; records both.
   */
  private async send(job: Job): Promise<void> {
    const first = await this.post(job);
    const duplicate =
      job.faults.duplicate && job.attempt === 1
        ? { ...(await this.post(job)), attempt: job.attempt + 1, fault: 'duplicate' as const }
        : null;
    await this.record(job, first, duplicate);
  }

  private async post(job: Job): Promise<Omit<DeliveryAttempt, 'nextAttemptAt'>> {
    const controller = new AbortController();
    this.aborts.add(controller);
    const timeout = setTimeout(() => controller.abort(), this.config.timeoutMs);
    const at = job.dueAt ?? this.clock.now().getTime();
    const started = performance.now();
    let status: number | null;
    let response: string;
    const signature = signatureFor(this.config.keys, job.faults, job.body);
    try {
      const answer = await fetch(job.url, {
        method: 'POST',
        headers: {
          'content-type': eventsMediaType,
          ...(signature.header ? { [signatureHeader]: signature.header } : {}),
        },
        body: job.body,
        redirect: 'manual',
        signal: controller.signal,
      });
      status = answer.status;
      response = await excerpt(answer);
    } catch (error) {
      const seconds = this.config.timeoutMs / 1000;
      if (!controller.signal.aborted) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        response = `The receiver could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`;
      } else if (this.closed) {
        response = 'The sandbox stopped before an answer came.';
      } else {
        response = `No answer within ${seconds} s.`;
      }
      // An answer cut short (a body that never ends) is no acknowledgement, whatever its status.
      status = null;
    } finally {
      clearTimeout(timeout);
      this.aborts.delete(controller);
    }
    const latencyMs = Math.round(performance.now() - started);
    return {
      attempt: job.attempt,
      at,
      status,
      latencyMs,
      response,
      ...(signature.fault ? { fault: signature.fault } : {}),
    };
  }

  /** Records the attempt, unless the work was taken over meanwhile (the lease ran out). */
  private async record(
    job: Job,
    attempt: Omit<DeliveryAttempt, 'nextAttemptAt'>,
    duplicate: Omit<DeliveryAttempt, 'nextAttemptAt'> | null = null,
  ) {
    const { events } = this.outbox;
    await this.outbox.store.transaction(async () => {
      const event = await events.get(job.eventId);
      if (!event) return;
      let changed = false;
      const receivers = event.receivers.map((r) => {
        const ours =
          r.url === job.url &&
          r.state === 'sending' &&
          r.lease?.by === this.instanceId &&
          r.attempts.length + 1 === job.attempt;
        if (!ours) return r;
        changed = true;
        const after = afterAttempt(r, attempt, event.at);
        if (!duplicate) return after;
        // The duplicate is kept beside the attempt; it does not move the retry schedule, but a
        // 200 to it delivers the event (the receiver has it).
        const delivered = after.state === 'delivered' || duplicate.status === 200;
        return {
          ...after,
          state: delivered ? ('delivered' as const) : after.state,
          nextAttemptAt: delivered ? null : after.nextAttemptAt,
          attempts: [
            ...after.attempts,
            { ...duplicate, nextAttemptAt: delivered ? null : after.nextAttemptAt },
          ],
        };
      });
      if (changed) await events.put({ ...event, receivers });
      // On a demo clock moved forward the next retry may be due already: look again soon.
      const next = receivers.find((r) => r.url === job.url)?.nextAttemptAt ?? null;
      if (job.shiftMs !== undefined && next !== null) {
        if (next <= this.clock.now().getTime() + job.shiftMs) this.soon(5);
      }
    });
    if (attempt.status !== 200) {
      this.log.info(
        { eventId: job.eventId, attempt: job.attempt, status: attempt.status },
        'webhook attempt not acknowledged',
      );
    }
  }
}

/** The start of an answer's body as text, read no further than needed. */
async function excerpt(answer: Response): Promise<string> {
  if (!answer.body) return '';
  const reader = answer.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < excerptChars) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text.slice(0, excerptChars);
}
