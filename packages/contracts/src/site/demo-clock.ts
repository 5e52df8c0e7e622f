// The visitor's demo clock (issue 31): our own /api/clock routes, served only when the provider
// is the built-in sandbox (apps/server/src/routes/clock.ts). The server names the visitor's clock
// to the sandbox in the simulator-only `x-sjd-demo-clock` header of every provider call (an id
// derived from the visitor cookie with a key of the server's), never to a real provider.
//
// - GET  /api/clock                                        → DemoClockState
// - POST /api/clock {advance: '1h' | '1d' | '1M'}          → DemoClockState (moved)
// - POST /api/clock {advance: 'nextRenewal', renewsAt}     → to the merchant's next renewal
// - POST /api/clock {backToNow: true}                      → a new run of the clock at real time
// A move may carry the `fromOffsetMs` and `fromEpoch` the browser last read: when the clock is no
// longer there (another tab, or another instance of the site, moved it first), nothing moves.
// Refusals: 400 `clockMoveRefused` (backwards, more than a year at once), 400 `clockBeyondHorizon`
// (more than ten years ahead of the real time), 409 `clockBusy` (one of the visitor's provider
// calls is under way), 409 `clockMovedMeanwhile` (the clock is not where the browser read it; the
// database decides, across instances), 404 `clockUnavailable` (a real provider).
import * as z from 'zod/mini';

/** The simulator-only header naming the visitor's clock on calls to the built-in sandbox. */
export const demoClockHeader = 'x-sjd-demo-clock';

export const clockSteps = ['1h', '1d', '1M'] as const;
export type ClockStep = (typeof clockSteps)[number];

/** The clock as the mover read it (DemoClockState's `offsetMs` and `epoch`): optional. */
const readAt = {
  fromOffsetMs: z.optional(z.int().check(z.minimum(0))),
  fromEpoch: z.optional(z.int().check(z.minimum(0))),
};

export const demoClockMoveSchema = z.union([
  z.strictObject({ advance: z.enum(clockSteps), ...readAt }),
  z.strictObject({
    advance: z.literal('nextRenewal'),
    /** When the merchant's next renewal is due, on the visitor's clock. */
    renewsAt: z.iso.datetime({ offset: true }),
    ...readAt,
  }),
  z.strictObject({ backToNow: z.literal(true), ...readAt }),
]);
export type DemoClockMove = z.infer<typeof demoClockMoveSchema>;

export const demoClockStateSchema = z.strictObject({
  /** The visitor's demo time (ISO). */
  now: z.string(),
  /** How far it is ahead of real time, ms. */
  offsetMs: z.number(),
  /** The clock's run: "Back to now" starts a new one (a move quotes it back as `fromEpoch`). */
  epoch: z.optional(z.number()),
  /** What the move did, on a POST. */
  moved: z.optional(
    z.strictObject({ from: z.string(), to: z.string(), byMs: z.number(), label: z.string() }),
  ),
});
export type DemoClockState = z.infer<typeof demoClockStateSchema>;

export const clockErrorCodes = {
  refused: 'clockMoveRefused',
  busy: 'clockBusy',
  movedMeanwhile: 'clockMovedMeanwhile',
  beyondHorizon: 'clockBeyondHorizon',
  unavailable: 'clockUnavailable',
} as const;

/** The most one move may advance the clock (366 days). */
export const maxClockAdvanceMs = 366 * 24 * 60 * 60_000;

/** `at` moved by one step: an hour, a day, or a calendar month (the 31st becomes the 30th). */
export function afterStep(at: Date, step: ClockStep): Date {
  if (step === '1h') return new Date(at.getTime() + 60 * 60_000);
  if (step === '1d') return new Date(at.getTime() + 24 * 60 * 60_000);
  return addMonths(at, 1);
}

/** A calendar month later in UTC, clamped to the end of a shorter month. */
export function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
