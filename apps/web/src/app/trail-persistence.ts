// Keeps the terminal's trail across reloads of this tab (issue 35, item 2; the format and its
// limits: features/event-log/trail-storage.ts). Read before the store is made, so the terminal
// opens with it; written whenever the trail or the running journey changes.
import { readTrail, writeTrail, type RunningKind } from '../features/event-log';
import type { StorageLike } from '../lib/persistence';
import type { RootState } from './store';

/** The kind of journey running now, if one is: what a reload would interrupt. */
export function runningKind(state: RootState): RunningKind {
  if (state.payment.paymentStatus === 'processing') return 'payment';
  if (state.tokens.tokenStatus === 'processing') return 'card';
  if (state.payout.payoutStatus === 'withdrawing') return 'payout';
  return null;
}

/** The store's preloaded trail (and interruption), or nothing. */
export function restoreTrail(
  storage: StorageLike | null,
): Partial<Pick<RootState, 'eventLog' | 'interruption'>> {
  const trail = storage ? readTrail(storage) : null;
  if (!trail) return {};
  return { eventLog: trail.log, interruption: { interruption: trail.interruption } };
}

export function persistTrailOnChange(
  store: { getState(): RootState; subscribe(listener: () => void): () => void },
  storage: StorageLike | null,
): () => void {
  if (!storage) return () => {};
  let lastLog: RootState['eventLog'] | null = null;
  let lastRunning: RunningKind | undefined;
  const write = () => {
    const state = store.getState();
    const running = runningKind(state);
    if (state.eventLog === lastLog && running === lastRunning) return;
    lastLog = state.eventLog;
    lastRunning = running;
    writeTrail(storage, state.eventLog, running);
  };
  write();
  return store.subscribe(write);
}
