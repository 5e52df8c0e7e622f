// The visitor's demo clock as the web app knows it (issue 31; the server's /api/clock, the
// sandbox's per-visitor clocks). `now` is the demo time the server last answered and `readAt` the
// browser's time then, so the shown time keeps running between answers. A move is one request at
// a time (the journey table's 'Demo clock' row runs it) and quotes the offset and run it was
// read at, so a move another tab or instance made first refuses it (409 clockMovedMeanwhile)
// instead of adding to it; a refusal keeps the clock where it was and says why.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClockStep, DemoClockMove, DemoClockState } from '@sjd/contracts';

/** The contract's steps, the merchant's next renewal, or back to real time. */
export type ClockMoveKind = ClockStep | 'nextRenewal' | 'backToNow';

export const clockMoveLabels: Record<ClockMoveKind, string> = {
  '1h': '+1 hour',
  '1d': '+1 day',
  '1M': '+1 month',
  nextRenewal: 'Next renewal',
  backToNow: 'Back to now',
};

export interface ClockState {
  /** 'unavailable': a real provider keeps real time (no clock). */
  status: 'unknown' | 'loading' | 'ready' | 'moving' | 'unavailable';
  now: string | null;
  offsetMs: number;
  /** The clock's run as last read ("Back to now" starts a new one); null before a reading has one. */
  epoch: number | null;
  /** Browser time (epoch ms) when `now` was read. */
  readAt: number;
  /** Why the last move was refused, or null. */
  refusal: string | null;
  /** What the last move did, for the screen reader announcement. */
  lastMove: string | null;
}

export const initialClockState: ClockState = {
  status: 'unknown',
  now: null,
  offsetMs: 0,
  epoch: null,
  readAt: 0,
  refusal: null,
  lastMove: null,
};

export const clockLoadRequested = createAction('clock/loadRequested');
/** A move button was pressed: flows/clock-flow.ts refuses it or starts it. */
export const clockMoveRequested = createAction<{ kind: ClockMoveKind }>('clock/moveRequested');
/** The move is asked of the server (the journey table's 'Demo clock' row). */
export const clockMoveStarted = createAction<{ kind: ClockMoveKind; move: DemoClockMove }>(
  'clock/moveStarted',
);
/** The clock moved (after the server said so): the billing job and the orders follow. */
export const clockMoved = createAction<{ state: DemoClockState; kind: ClockMoveKind }>(
  'clock/moved',
);

export const clockSlice = createSlice({
  name: 'clock',
  initialState: initialClockState,
  reducers: {
    clockRead(state, action: PayloadAction<{ state: DemoClockState; readAt: number }>) {
      state.status = 'ready';
      state.now = action.payload.state.now;
      state.offsetMs = action.payload.state.offsetMs;
      state.epoch = action.payload.state.epoch ?? null;
      state.readAt = action.payload.readAt;
    },
    clockUnavailable(state) {
      state.status = 'unavailable';
    },
    clockMoveRefused(state, action: PayloadAction<string>) {
      if (state.status === 'moving') state.status = state.now ? 'ready' : 'unknown';
      state.refusal = action.payload;
      state.lastMove = null;
    },
    clockMoveAnnounced(state, action: PayloadAction<string>) {
      state.lastMove = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(clockMoveStarted, (state) => {
        // One move at a time: a second start while one is under way is not taken.
        if (state.status === 'moving') return;
        state.status = 'moving';
        state.refusal = null;
      })
      .addCase(clockMoved, (state, { payload }) => {
        state.status = 'ready';
        state.now = payload.state.now;
        state.offsetMs = payload.state.offsetMs;
        state.epoch = payload.state.epoch ?? state.epoch;
        state.readAt = Date.now();
        state.refusal = null;
      }),
  selectors: {
    selectClock: (state) => state,
  },
});

export const { clockRead, clockUnavailable, clockMoveRefused, clockMoveAnnounced } =
  clockSlice.actions;
export const { selectClock } = clockSlice.selectors;

/** The demo time now (epoch ms): the last answer plus the browser time since. */
export function demoNowMs(clock: ClockState, browserNow = Date.now()): number {
  if (!clock.now) return browserNow;
  return Date.parse(clock.now) + (browserNow - clock.readAt);
}
