// The demo clock's moves (issue 31): refused in the browser while a journey is in flight (no
// request made), a move recorded in the terminal as a call of its own, and the server's refusal
// shown with the clock left where it was.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeWithLog } from '../../../test/store';
import { initialPaymentState } from '../slices/payment-slice';
import { clockMoveRequested, initialClockState } from '../slices/clock-slice';

const state = (now: string, offsetMs: number) => ({ now, offsetMs });

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const settled = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('moving the demo clock', () => {
  it('refuses while a journey is in flight, without a request', async () => {
    const fetch = stubFetch(200, state('2026-11-28T09:00:00.000Z', 86_400_000));
    const { store } = storeWithLog({
      payment: { ...initialPaymentState, paymentStatus: 'processing' },
    });
    store.dispatch(clockMoveRequested({ kind: '1d' }));
    await settled();
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().clock.refusal).toBe(
      'The clock did not move: a payment is in flight. Let it finish, then move the clock.',
    );
    expect(store.getState().eventLog.triggers).toEqual([]);
  });

  it('records a move as a call in the trail and takes the new time', async () => {
    const moved = {
      ...state('2026-11-28T09:00:00.000Z', 86_400_000),
      moved: {
        from: '2026-11-27T09:00:00.000Z',
        to: '2026-11-28T09:00:00.000Z',
        byMs: 86_400_000,
        label: '+1 day',
      },
    };
    const fetch = stubFetch(200, moved);
    const { store } = storeWithLog();
    store.dispatch(clockMoveRequested({ kind: '1d' }));
    await settled();
    expect(fetch).toHaveBeenCalledWith(
      '/api/clock',
      // With where the clock was read (not read yet: offset 0, no run known).
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ advance: '1d', fromOffsetMs: 0 }),
      }),
    );
    const { clock, eventLog } = store.getState();
    expect(clock).toMatchObject({ status: 'ready', now: moved.now, offsetMs: 86_400_000 });
    expect(clock.lastMove).toMatch(/^\+1 day: the demo time is now 28 Nov 2026/);
    expect(eventLog.triggers.map((t) => t.name)).toEqual(['Demo clock: +1 day']);
    expect(eventLog.triggers[0]?.events.map((e) => [e.type, e.status])).toEqual([
      ['request', undefined],
      ['response', 200],
    ]);
    expect(eventLog.triggers[0]?.events[1]?.body).toEqual(moved);
  });

  it("shows the server's refusal and keeps the clock where it was", async () => {
    stubFetch(409, { error: 'clockBusy', message: 'A provider call of yours is under way.' });
    const { store } = storeWithLog();
    store.dispatch(clockMoveRequested({ kind: '1M' }));
    await settled();
    const { clock } = store.getState();
    expect(clock.refusal).toBe('The clock did not move: A provider call of yours is under way.');
    expect(clock.offsetMs).toBe(0);
    expect(clock.status).toBe('unknown');
  });

  it('has no next renewal without a subscription', async () => {
    const fetch = stubFetch(200, {});
    const { store } = storeWithLog();
    store.dispatch(clockMoveRequested({ kind: 'nextRenewal' }));
    await settled();
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().clock.refusal).toMatch(/subscribe to the plan first/);
  });

  it('quotes the clock as read; moved meanwhile, it says so and reads the clock again', async () => {
    const answers = [
      new Response(
        JSON.stringify({
          error: 'clockMovedMeanwhile',
          message:
            'The demo clock was moved meanwhile (from another tab or window): it now reads 2026-11-29 09:00 UTC. Nothing moved: look at the time and move it again from there.',
        }),
        { status: 409 },
      ),
      new Response(
        JSON.stringify({ now: '2026-11-29T09:00:00.000Z', offsetMs: 2 * 86_400_000, epoch: 3 }),
        { status: 200 },
      ),
    ];
    const fetch = vi.fn(
      async (..._args: unknown[]) => answers.shift() ?? new Response('{}', { status: 500 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { store } = storeWithLog({
      clock: {
        ...initialClockState,
        status: 'ready',
        now: '2026-11-28T09:00:00.000Z',
        offsetMs: 86_400_000,
        epoch: 3,
      },
    });
    store.dispatch(clockMoveRequested({ kind: '1d' }));
    await settled();
    expect(fetch.mock.calls[0]).toEqual([
      '/api/clock',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ advance: '1d', fromOffsetMs: 86_400_000, fromEpoch: 3 }),
      }),
    ]);
    const { clock } = store.getState();
    expect(clock.refusal).toMatch(/^The clock did not move: The demo clock was moved meanwhile/);
    // Read again: the face shows where the other tab put it, and the next move starts there.
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/clock');
    expect(clock).toMatchObject({ offsetMs: 2 * 86_400_000, epoch: 3 });
  });

  it('says how far the clock can go at the horizon, and stays where it was', async () => {
    stubFetch(400, {
      error: 'clockBeyondHorizon',
      message:
        'A demo clock goes at most ten years ahead of the real time (12 days left on this one): use "Back to now" to start again at the real time.',
    });
    const { store } = storeWithLog();
    store.dispatch(clockMoveRequested({ kind: '1M' }));
    await settled();
    expect(store.getState().clock.refusal).toMatch(/at most ten years ahead.*Back to now/);
    expect(store.getState().clock.offsetMs).toBe(0);
  });
});
