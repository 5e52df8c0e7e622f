import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  accountBalanceChanged,
  initialSessionState,
  namespaceGenerated,
  sessionReset,
  sessionSlice,
  type SessionState,
} from './session-slice';

const start = initialSessionState(1_000);
const rich: SessionState = { namespace: 'SHOPPER_ID_1000', accountBalance: 5_000 };

const cases: [string, SessionState, UnknownAction, SessionState][] = [
  [
    'starts with balance 1 and a timestamped namespace',
    start,
    { type: 'noop' },
    { namespace: 'SHOPPER_ID_1000', accountBalance: 100 },
  ],
  [
    'a new namespace is generated',
    start,
    namespaceGenerated(2_000),
    { ...start, namespace: 'SHOPPER_ID_2000' },
  ],
  [
    'the balance rises by a delta',
    start,
    accountBalanceChanged({ delta: 1_000 }),
    { ...start, accountBalance: 1_100 },
  ],
  [
    'the balance falls by a delta',
    rich,
    accountBalanceChanged({ delta: -4_000 }),
    { ...rich, accountBalance: 1_000 },
  ],
  [
    'a full reset starts a new session',
    rich,
    sessionReset(false, 3_000),
    initialSessionState(3_000),
  ],
  ['a reset can keep balance and namespace', rich, sessionReset(true, 3_000), rich],
  [
    'ignored: a namespace of another shape',
    start,
    { type: namespaceGenerated.type, payload: { namespace: 'x' } },
    start,
  ],
  ['ignored: a fractional delta', start, accountBalanceChanged({ delta: 0.5 }), start],
  ['ignored: a delta below zero balance', start, accountBalanceChanged({ delta: -101 }), start],
  ['ignored: an unrelated event', rich, { type: 'cart/cartEmptied' }, rich],
];

describe('session slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(sessionSlice.reducer(state, action)).toEqual(expected);
  });
});
