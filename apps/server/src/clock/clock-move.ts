// What a move of the visitor's demo clock asks the sandbox for (issue 31): the allow-listed steps
// of @sjd/contracts demo-clock.ts turned into milliseconds from the clock's current time, or
// refused in words (backwards, more than a year at once), and what the move did, as answered.
import {
  afterStep,
  maxClockAdvanceMs,
  type DemoClockMove,
  type DemoClockState,
  type SimulatorClock,
  type SimulatorClockMove,
} from '@sjd/contracts';

const labels: Record<string, string> = {
  '1h': '+1 hour',
  '1d': '+1 day',
  '1M': '+1 month',
  nextRenewal: 'Next renewal',
};

const readable = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export type PlannedMove =
  { ok: true; body: SimulatorClockMove; label: string } | { ok: false; message: string };

/** The sandbox's move for `move` from the demo time `from` (ISO), or why it is refused. */
export function planMove(move: DemoClockMove, from: string): PlannedMove {
  if ('backToNow' in move) return { ok: true, body: { backToNow: true }, label: 'Back to now' };
  const to =
    move.advance === 'nextRenewal'
      ? new Date(move.renewsAt)
      : afterStep(new Date(from), move.advance);
  const advanceMs = to.getTime() - Date.parse(from);
  if (advanceMs <= 0) {
    return {
      ok: false,
      message: `The demo clock only moves forward: ${readable(to.toISOString())} is not after the demo time ${readable(from)}. Use "Back to now" to start again at the real time.`,
    };
  }
  if (advanceMs > maxClockAdvanceMs) {
    return {
      ok: false,
      message: `The demo clock moves at most a year at once: ${readable(to.toISOString())} is more than 366 days after the demo time ${readable(from)}.`,
    };
  }
  return { ok: true, body: { advanceMs }, label: labels[move.advance] ?? move.advance };
}

/** The clock after a move from `from`, and the move by the step asked for. */
export function movedState(
  from: string,
  planned: { body: SimulatorClockMove; label: string },
  moved: SimulatorClock,
): DemoClockState {
  const { body, label } = planned;
  return {
    now: moved.now,
    offsetMs: moved.offsetMs,
    epoch: moved.epoch,
    // By the step asked for (real time also passed between the two calls).
    moved:
      'advanceMs' in body
        ? {
            from: new Date(Date.parse(moved.now) - body.advanceMs).toISOString(),
            to: moved.now,
            byMs: body.advanceMs,
            label,
          }
        : { from, to: moved.now, byMs: Date.parse(moved.now) - Date.parse(from), label },
  };
}
