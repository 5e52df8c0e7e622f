// The demo clock's flows (issue 31): reading and moving the visitor's clock through the server's
// /api/clock, each move a trigger of its own in the terminal ("Demo clock: +1 day", with its
// request and answer, so the trail and its export record every move). Moves are refused here
// while a journey is in flight (the journey engine's states; the server refuses while one of the
// visitor's provider calls is under way). After a move the open order is read again and the
// merchant's billing job (billing-job.ts) charges what the clock reached.
import type { DemoClockMove } from '@sjd/contracts';
import { apiErrorSchema, demoClockStateSchema } from '@sjd/contracts';
import { requestDemoClock, type ClockAnswer } from '../../lib/demo-clock-request';
import { toJsonValue } from '../../lib/event-body';
import type { RootState } from '../../app/store';
import type { AppStartListening } from '../../lib/listener';
import { apiEventRecorded, triggerSaved, type ApiEvent } from '../event-log';
import { orderRefreshRequested, selectOrderDetail } from '../journeys';
import { journeyInFlight, readableDemoTime as readable } from './clock-rules';
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
} from './clock-slice';

export const clockApi = 'Demo clock';

function moveBody(state: RootState, kind: ClockMoveKind): DemoClockMove | string {
  if (kind === 'backToNow') {
    return state.clock.offsetMs > 0 ? { backToNow: true } : 'it is at the real time already.';
  }
  if (kind !== 'nextRenewal') return { advance: kind };
  const next = state.billing.subscription?.nextAttemptAt;
  if (!next) {
    return state.billing.subscription
      ? 'The subscription is past due: no renewal is scheduled until the card is replaced.'
      : 'There is no subscription to renew: subscribe to the plan first.';
  }
  return { advance: 'nextRenewal', renewsAt: next };
}

export function listenForClock(startListening: AppStartListening): void {
  startListening({
    actionCreator: clockLoadRequested,
    effect: async (_action, api) => {
      try {
        const answer = await requestDemoClock(api.getState().siteConfig.environment, null);
        const state = demoClockStateSchema.safeParse(answer.json);
        if (answer.status === 200 && state.success) {
          api.dispatch(clockRead({ state: state.data, readAt: Date.now() }));
        } else if (answer.status === 404) {
          api.dispatch(clockUnavailable());
        }
      } catch {
        // Unreachable server: the clock shows no time and tries again on the next load.
      }
    },
  });

  startListening({
    actionCreator: clockMoveRequested,
    effect: async ({ payload: { kind } }, api) => {
      const state = api.getState();
      if (state.clock.status === 'moving') return;
      const label = clockMoveLabels[kind];
      const busy = journeyInFlight(state);
      if (busy) {
        api.dispatch(
          clockMoveRefused(
            `The clock did not move: ${busy} is in flight. Let it finish, then move the clock.`,
          ),
        );
        return;
      }
      const body = moveBody(state, kind);
      if (typeof body === 'string') {
        api.dispatch(clockMoveRefused(`The clock did not move: ${body}`));
        return;
      }
      const trigger = `${clockApi}: ${label}`;
      const record = (event: ApiEvent) => api.dispatch(apiEventRecorded({ trigger, event }));
      api.dispatch(triggerSaved({ name: trigger }));
      api.dispatch(clockMoveStarted());
      record({
        title: `Move the demo clock (${label})`,
        type: 'request',
        api: clockApi,
        method: 'POST',
        url: '/api/clock',
        body,
        icon: 'request',
      });
      let answer: ClockAnswer;
      try {
        answer = await requestDemoClock(state.siteConfig.environment, body);
      } catch {
        record({
          title: 'Request failed',
          type: 'response',
          api: clockApi,
          plainText: 'The demo server could not be reached: the clock did not move.',
          icon: 'error',
        });
        api.dispatch(
          clockMoveRefused('The demo server could not be reached: the clock did not move.'),
        );
        return;
      }
      const moved = demoClockStateSchema.safeParse(answer.json);
      record({
        title: `Move the demo clock (${label})`,
        type: 'response',
        api: clockApi,
        method: 'POST',
        url: '/api/clock',
        status: answer.status,
        responseTime: answer.ms,
        ...(answer.json === null ? {} : { body: toJsonValue(answer.json) ?? null }),
        icon: answer.status === 200 ? 'response' : 'warning',
      });
      if (answer.status !== 200 || !moved.success) {
        const error = apiErrorSchema.safeParse(answer.json);
        const message = error.success ? error.data.message : `HTTP ${answer.status}`;
        api.dispatch(clockMoveRefused(`The clock did not move: ${message}`));
        return;
      }
      api.dispatch(clockMoved({ state: moved.data, kind }));
      api.dispatch(
        clockMoveAnnounced(`${label}: the demo time is now ${readable(moved.data.now)}.`),
      );
    },
  });

  // The open order is read again: time may have settled, refunded or expired it.
  startListening({
    actionCreator: clockMoved,
    effect: (_action, api) => {
      const { openReference, status } = selectOrderDetail(api.getState());
      if (openReference && status === 'ready') {
        api.dispatch(orderRefreshRequested({ reference: openReference }));
      }
    },
  });
}
