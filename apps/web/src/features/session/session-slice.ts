// Session (spec §3 "Session"): the shopper's namespace at the provider and the demo account
// balance. The card, CVC and selected-token fields of the spec arrive with the payment features;
// card data and CVCs are never persisted.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** Tokens are created under this namespace ('SHOPPER_ID_' plus a timestamp). */
  namespace: string;
  /** Integer minor units; starts at 1 (spec §9). */
  accountBalance: number;
}

export const namespacePrefix = 'SHOPPER_ID_';
export const initialAccountBalance = 100;
const namespacePattern = /^SHOPPER_ID_\d+$/;

export function newNamespace(now: number): string {
  return `${namespacePrefix}${Math.trunc(now)}`;
}

export function initialSessionState(now = Date.now()): SessionState {
  return { namespace: newNamespace(now), accountBalance: initialAccountBalance };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: () => initialSessionState(),
  reducers: {
    namespaceGenerated: {
      reducer(state, action: PayloadAction<{ namespace: string }>) {
        if (!namespacePattern.test(action.payload.namespace)) return;
        state.namespace = action.payload.namespace;
      },
      prepare: (now: number = Date.now()) => ({ payload: { namespace: newNamespace(now) } }),
    },
    /** Spec §4: a full reset, or one that keeps the balance and the namespace. */
    sessionReset: {
      reducer(state, action: PayloadAction<{ keepBalanceAndNamespace: boolean; now: number }>) {
        if (action.payload.keepBalanceAndNamespace) return;
        return initialSessionState(action.payload.now);
      },
      prepare: (keepBalanceAndNamespace: boolean, now: number = Date.now()) => ({
        payload: { keepBalanceAndNamespace, now },
      }),
    },
    /** The balance changes by a delta (top-up, payment, withdrawal); it never goes below zero. */
    accountBalanceChanged(state, action: PayloadAction<{ delta: number }>) {
      const { delta } = action.payload;
      if (!Number.isInteger(delta) || state.accountBalance + delta < 0) return;
      state.accountBalance += delta;
    },
  },
  selectors: {
    selectNamespace: (state) => state.namespace,
    selectAccountBalance: (state) => state.accountBalance,
  },
});

export const { namespaceGenerated, sessionReset, accountBalanceChanged } = sessionSlice.actions;
export const { selectNamespace, selectAccountBalance } = sessionSlice.selectors;
