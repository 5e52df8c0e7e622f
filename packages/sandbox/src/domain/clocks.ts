// Demo clocks (simulator-only): one per visitor of the demo site, so that a visitor can move time
// forward for their own payments, tokens, payouts, hosted pages and webhook deliveries and nobody
// else's. As with Stripe's test clocks, an object belongs to a clock from its creation: the
// site's server names the visitor's clock in the `x-sjd-demo-clock` header of every call to the
// built-in sandbox (an opaque id it derives from the visitor id with a key of its own), and every
// object the call creates records that clock (`clock` on its record); from then on every time the
// sandbox reads or writes for the object is read from that clock, whoever asks. An object without
// a clock (a call without the header: curl, a real integration's tests) lives on the global clock
// as before.
//
// A clock is the global clock plus an offset that only grows: "+1 day" adds a day. "Back to now"
// does not move the clock backwards (a settled payment would be sent for settlement again, an
// event already delivered would not have happened yet): it starts a new run of the clock (its
// `epoch`) at offset 0. Objects remember the run they were created on (the ref `id.epoch`), so the
// objects of an earlier run keep the time they had reached (and keep moving with real time); new
// objects live on the new run. Offsets are stored in the sandbox store, so every instance on a
// shared database reads the same time.
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import type { Clock, SandboxContext } from './context';
import { ProviderError } from './errors';

/** The header the site's server names the visitor's clock in (never sent to a real provider). */
export const demoClockHeader = 'x-sjd-demo-clock';
/** Ids are opaque: what the server derives (base64url of an HMAC), 16 to 64 characters. */
export const clockIdPattern = /^[A-Za-z0-9_-]{16,64}$/;
/** The most one move may advance a clock. */
export const maxAdvanceMs = 366 * 24 * 60 * 60_000;
/**
 * How far ahead of the real time a clock may go: ten years. Beyond a few thousand "+1 month"
 * moves a clock would pass year 9999 and its dates would stop being dates anyone accepts; a
 * demo never needs more than a few years.
 */
export const maxOffsetMs = 3653 * 24 * 60 * 60_000;
/** How many earlier runs a clock remembers the offsets of (older runs read offset 0). */
const keptRuns = 50;

const runSchema = z.object({ epoch: z.number().int().min(0), offsetMs: z.number().min(0) });

const clockRecordSchema = z.object({
  id: z.string(),
  epoch: z.number().int().min(0),
  offsetMs: z.number().min(0),
  /** The offsets earlier runs had reached when "Back to now" started a new one, newest first. */
  past: z.array(runSchema),
  /** When it was last moved, on the global clock (epoch ms). */
  movedAt: z.number(),
});
export type ClockRecord = z.infer<typeof clockRecordSchema>;

export const clockTable: TableSpec<ClockRecord> = {
  name: 'demoClocks',
  parse: (value) => clockRecordSchema.safeParse(value).data,
  id: (c) => c.id,
};

/** The global clock moved by `offsetMs`. */
export class OffsetClock implements Clock {
  constructor(
    readonly base: Clock,
    readonly offsetMs: number,
  ) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
}

const freshClock = (id: string, at: number): ClockRecord => ({
  id,
  epoch: 0,
  offsetMs: 0,
  past: [],
  movedAt: at,
});

/** `id.epoch`: the run of a clock an object belongs to. */
export const clockRef = (record: Pick<ClockRecord, 'id' | 'epoch'>) =>
  `${record.id}.${record.epoch}`;

function parseRef(ref: string): { id: string; epoch: number } | null {
  const dot = ref.lastIndexOf('.');
  const id = ref.slice(0, dot);
  const epoch = Number(ref.slice(dot + 1));
  return dot > 0 && clockIdPattern.test(id) && Number.isInteger(epoch) && epoch >= 0
    ? { id, epoch }
    : null;
}

/** The offset of a run of a clock: the current run's, a remembered one's, or 0. */
export function offsetOfRun(record: ClockRecord | undefined, epoch: number): number {
  if (!record) return 0;
  if (record.epoch === epoch) return record.offsetMs;
  return record.past.find((run) => run.epoch === epoch)?.offsetMs ?? 0;
}

/** How far the run `ref` is ahead of the global clock (0 for no ref, or an unknown one). */
export async function offsetOfRef(
  clocks: SandboxContext['tables']['clocks'],
  ref: string | undefined,
): Promise<number> {
  const parsed = ref ? parseRef(ref) : null;
  if (!parsed) return 0;
  return offsetOfRun(await clocks.get(parsed.id), parsed.epoch);
}

/** The header's value, when it names a clock; a malformed one is refused (never ignored). */
export function clockIdFromHeader(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const id = Array.isArray(value) ? value[0] : value;
  if (id === undefined || !clockIdPattern.test(id)) {
    throw new ProviderError(
      400,
      'headerIsInvalid',
      `The ${demoClockHeader} header must be an opaque clock id of 16 to 64 letters, digits, '-' or '_'.`,
      { headerName: demoClockHeader },
    );
  }
  return id;
}

/**
 * A context of its own for one request on the clock `clockId` (the global clock when none):
 * what it creates belongs to the clock's current run, and what it reads is read on that clock
 * until `adoptClockOf` moves it to an object's own clock.
 */
export async function contextOnClock(
  ctx: SandboxContext,
  clockId: string | undefined,
): Promise<SandboxContext> {
  const globalClock = ctx.globalClock ?? ctx.clock;
  const scoped: SandboxContext = { ...ctx, globalClock, requestScoped: true };
  if (clockId === undefined) return { ...scoped, clock: globalClock, clockRef: undefined };
  const record = await ctx.tables.clocks.get(clockId);
  const current = record ?? freshClock(clockId, globalClock.now().getTime());
  return {
    ...scoped,
    clock: new OffsetClock(globalClock, current.offsetMs),
    clockRef: clockRef(current),
  };
}

/**
 * Moves a request's context onto the clock the object `record` belongs to, so what it then
 * reads and writes for the object is on the object's own clock, whoever asks. A context shared by
 * requests (not made by `contextOnClock`) is left as it is.
 */
export async function adoptClockOf(
  ctx: SandboxContext,
  record: { clock?: string | undefined } | undefined,
): Promise<void> {
  if (!record || !ctx.requestScoped || record.clock === ctx.clockRef) return;
  const globalClock = ctx.globalClock ?? ctx.clock;
  const offset = await offsetOfRef(ctx.tables.clocks, record.clock);
  ctx.clock = offset === 0 ? globalClock : new OffsetClock(globalClock, offset);
  ctx.clockRef = record.clock;
}

/** `clock: ref` for a new record, nothing on the global clock. */
export const ownedBy = (ctx: SandboxContext): { clock?: string } =>
  ctx.clockRef ? { clock: ctx.clockRef } : {};

export interface ClockState {
  id: string;
  now: string;
  offsetMs: number;
  epoch: number;
}

const stateOf = (record: ClockRecord, global: Clock): ClockState => ({
  id: record.id,
  now: new Date(global.now().getTime() + record.offsetMs).toISOString(),
  offsetMs: record.offsetMs,
  epoch: record.epoch,
});

export async function readClock(ctx: SandboxContext, id: string): Promise<ClockState> {
  const global = ctx.globalClock ?? ctx.clock;
  const record = await ctx.tables.clocks.get(id);
  return stateOf(record ?? freshClock(id, global.now().getTime()), global);
}

/**
 * A move, optionally from the state its caller read (`fromOffsetMs`, `fromEpoch`): when the clock
 * is no longer there (another move came first, from this instance or another one), the move is
 * refused with 409 `clockMovedMeanwhile` instead of adding to it. The store decides, in the
 * move's transaction, so two instances cannot both apply a move read from one state.
 */
export type ClockMove = ({ advanceMs: number } | { backToNow: true }) & {
  fromOffsetMs?: number;
  fromEpoch?: number;
};

/**
 * Moves a clock forward by `advanceMs` (1 ms to `maxAdvanceMs`), or starts a new run at the real
 * time ("Back to now"). `onMoved` runs in the same transaction with the run's ref and new
 * offset (the webhook outbox reschedules that clock's deliveries).
 */
export async function moveClock(
  ctx: SandboxContext,
  id: string,
  move: ClockMove,
  onMoved?: (ref: string, offsetMs: number) => Promise<void>,
): Promise<ClockState> {
  const global = ctx.globalClock ?? ctx.clock;
  if ('advanceMs' in move) {
    if (!Number.isInteger(move.advanceMs) || move.advanceMs <= 0) {
      throw new ProviderError(
        400,
        'clockCannotMoveBackwards',
        'A demo clock only moves forward: advance it by a positive number of milliseconds.',
      );
    }
    if (move.advanceMs > maxAdvanceMs) {
      throw new ProviderError(
        400,
        'clockAdvanceTooLarge',
        'A demo clock moves at most a year (366 days) at once.',
      );
    }
  }
  return ctx.store.transaction(async () => {
    // A clock's first move has no row to lock yet: two first moves at once (two instances)
    // are serialised on the key, so neither is lost.
    await ctx.store.lockKey(`demoClock:${id}`);
    const at = global.now().getTime();
    const stored = (await ctx.tables.clocks.get(id)) ?? freshClock(id, at);
    if (
      (move.fromOffsetMs !== undefined && move.fromOffsetMs !== stored.offsetMs) ||
      (move.fromEpoch !== undefined && move.fromEpoch !== stored.epoch)
    ) {
      throw new ProviderError(
        409,
        'clockMovedMeanwhile',
        'The demo clock moved since it was read (another move came first): read it again and move from there.',
      );
    }
    if ('advanceMs' in move && stored.offsetMs + move.advanceMs > maxOffsetMs) {
      const left = Math.floor((maxOffsetMs - stored.offsetMs) / (24 * 60 * 60_000));
      throw new ProviderError(
        400,
        'clockBeyondHorizon',
        `A demo clock goes at most ten years ahead of the real time (${left} ${left === 1 ? 'day' : 'days'} left on this one): use "Back to now" to start again at the real time.`,
      );
    }
    const next: ClockRecord =
      'advanceMs' in move
        ? { ...stored, offsetMs: stored.offsetMs + move.advanceMs, movedAt: at }
        : {
            id,
            epoch: stored.epoch + 1,
            offsetMs: 0,
            past: [{ epoch: stored.epoch, offsetMs: stored.offsetMs }, ...stored.past].slice(
              0,
              keptRuns,
            ),
            movedAt: at,
          };
    await ctx.tables.clocks.put(next);
    if (onMoved && 'advanceMs' in move) await onMoved(clockRef(next), next.offsetMs);
    return stateOf(next, global);
  });
}

/** Now on the clock `record` belongs to (epoch ms), without moving the request's context. */
export async function nowOnClockOf(
  ctx: SandboxContext,
  record: { clock?: string | undefined },
): Promise<number> {
  if (record.clock === ctx.clockRef) return ctx.clock.now().getTime();
  const globalClock = ctx.globalClock ?? ctx.clock;
  return globalClock.now().getTime() + (await offsetOfRef(ctx.tables.clocks, record.clock));
}
