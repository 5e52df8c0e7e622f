// The demo clock (issue 31): reading and moving the visitor's clock through the server's
// /api/clock. A move is a row of the journey table, under a trigger of its own ("Demo clock:
// +1 day", with its request and answer, so the trail and its export record every move); the
// merchant's billing job (billing-flow.ts) and the open order follow it. Before that, a move is
// refused here while a journey is in flight (the journey engine's states; the server refuses
// while one of the visitor's provider calls is under way) or when there is nothing to move to.
// Reading the clock for its face is the chrome's own, not an entry of the trail.
import type { DemoClockMove } from '@sjd/contracts';
import type { RootState } from '../../../app/store';
import { ApiRequestError } from '../../../lib/demo-server-client';
import type { AppStartListening } from '../../../lib/listener';
import { journeyInFlight, readableDemoTime as readable } from '../clock-rules';
import { orderRefreshRequested } from '../events';
import { chromeReadings, type TrailEntry } from '../journey';
import {
  clockLoadRequested,
  clockMoveAnnounced,
  clockMoved,
  clockMoveLabels,
  clockMoveRefused,
  clockMoveRequested,
  clockMoveStarted,
  clockRead,
  clockUnavailable,
  type ClockMoveKind,
} from '../slices/clock-slice';
import { selectOrderDetail } from '../slices/orders-slice';

export const clockTrigger = ({ kind }: { kind: ClockMoveKind }) =>
  `Demo clock: ${clockMoveLabels[kind]}`;

/** What to ask the server for, or why the clock does not move. */
function moveBody(state: RootState, kind: ClockMoveKind): DemoClockMove | string {
  // Where the clock was read: a move another tab (or instance) made since refuses this one.
  const from = {
    fromOffsetMs: Math.max(0, Math.round(state.clock.offsetMs)),
    ...(state.clock.epoch === null ? {} : { fromEpoch: state.clock.epoch }),
  };
  if (kind === 'backToNow') {
    return state.clock.offsetMs > 0
      ? { backToNow: true, ...from }
      : 'it is at the real time already.';
  }
  if (kind !== 'nextRenewal') return { advance: kind, ...from };
  const next = state.billing.subscription?.nextAttemptAt;
  if (!next) {
    return state.billing.subscription
      ? state.billing.subscription.status === 'cardEnded'
        ? 'The saved card has ended: no renewal is scheduled until it is replaced.'
        : 'The subscription is past due: no renewal is scheduled until the card is replaced.'
      : 'There is no subscription to renew: subscribe to the plan first.';
  }
  return { advance: 'nextRenewal', renewsAt: next, ...from };
}

/** The row's flow: the server moves the clock; then the billing job and the open order follow. */
export async function moveClock(
  entry: TrailEntry,
  { kind, move }: { kind: ClockMoveKind; move: DemoClockMove },
): Promise<void> {
  const { api } = entry;
  const label = clockMoveLabels[kind];
  const moved = await entry.server.moveClock(move, `Move the demo clock (${label})`);
  api.dispatch(clockMoved({ state: moved, kind }));
  api.dispatch(clockMoveAnnounced(`${label}: the demo time is now ${readable(moved.now)}.`));
  if (kind === 'backToNow') noteScheduleRestarted(entry);
  // The open order is read again: time may have settled, refunded or expired it.
  const { openReference, status } = selectOrderDetail(api.getState());
  if (openReference && status === 'ready') {
    api.dispatch(orderRefreshRequested({ reference: openReference }));
  }
}

/** What "Back to now" did to the merchant's schedule (billing-slice.ts), in the move's entry. */
function noteScheduleRestarted(entry: TrailEntry): void {
  const sub = entry.api.getState().billing.subscription;
  if (!sub) return;
  const paid = `${sub.periodsPaid} ${sub.periodsPaid === 1 ? 'period' : 'periods'} paid stay paid`;
  const period = sub.periodsPaid + 1;
  const plan =
    sub.status !== 'active' || !sub.nextAttemptAt
      ? `${paid}; the subscription still waits for a new card, so no renewal is scheduled until the card is replaced.`
      : sub.failedAttempts > 0
        ? `${paid}; renewal ${period}, refused ${sub.failedAttempts} ${sub.failedAttempts === 1 ? 'time' : 'times'}, is due from now and tried again ${readable(sub.nextAttemptAt)}.`
        : `${paid}; renewal ${period} is due ${readable(sub.dueAt)}, a month from now.`;
  entry.note({
    title: "Merchant's billing job: schedule restarted",
    plainText: `Back to now: the merchant's billing schedule restarts at the real time. ${plan} What the provider holds keeps the time it reached (the sandbox starts a new run of the clock).`,
    api: "Merchant's billing job",
    icon: 'info',
  });
}

export function listenForClock(startListening: AppStartListening): void {
  startListening({
    actionCreator: clockLoadRequested,
    effect: async (_action, api) => {
      try {
        const state = await chromeReadings(api).clock();
        api.dispatch(clockRead({ state, readAt: Date.now() }));
      } catch (error) {
        // A real provider keeps real time (404); an unreachable server is asked again next load.
        if (error instanceof ApiRequestError && error.status === 404) {
          api.dispatch(clockUnavailable());
        }
      }
    },
  });

  startListening({
    actionCreator: clockMoveRequested,
    effect: ({ payload: { kind } }, api) => {
      const state = api.getState();
      if (state.clock.status === 'moving') return;
      const busy = journeyInFlight(state);
      if (busy) {
        api.dispatch(
          clockMoveRefused(
            `The clock did not move: ${busy} is in flight. Let it finish, then move the clock.`,
          ),
        );
        return;
      }
      const move = moveBody(state, kind);
      if (typeof move === 'string') {
        api.dispatch(clockMoveRefused(`The clock did not move: ${move}`));
        return;
      }
      api.dispatch(clockMoveStarted({ kind, move }));
    },
  });
}
