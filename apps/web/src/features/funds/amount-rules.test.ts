// The amount rules of spec §5, as a table: each typed value, for adding funds and for a
// withdrawal from a balance of £50.00, comes to an amount or the spec's message.
import { describe, expect, it } from 'vitest';
import {
  amountMessages as m,
  canSubmitAmount,
  checkAmount,
  type FundsOperation,
} from './amount-rules';

const balance = 5_000;

describe('checkAmount', () => {
  it.each<[string, FundsOperation, number | null, string | null, boolean]>([
    ['', 'addFunds', null, m.empty, false],
    ['   ', 'withdraw', null, m.empty, false],
    ['0', 'addFunds', null, m.empty, false],
    ['0.00', 'withdraw', null, m.empty, false],
    ['12', 'addFunds', 1200, null, false],
    ['12.5', 'addFunds', 1250, null, false],
    ['0.01', 'withdraw', 1, null, false],
    ['10000', 'addFunds', 1_000_000, null, false],
    ['10000.01', 'addFunds', null, m.overLimit, true],
    ['25000', 'withdraw', null, m.overLimit, true],
    // Above the balance but a top-up: no balance rule.
    ['60', 'addFunds', 6000, null, false],
    ['50', 'withdraw', 5000, null, false],
    ['50.01', 'withdraw', null, m.overBalance, false],
    // Tampered values: clear messages, never an amount.
    ['-5', 'addFunds', null, m.negative, false],
    ['12.345', 'addFunds', null, m.decimals, false],
    ['1e400', 'addFunds', null, m.notANumber, false],
    ['abc', 'withdraw', null, m.notANumber, false],
    ['1e3', 'addFunds', 100_000, null, false],
  ])('%j to %s → %s (%s)', (raw, operation, amount, message, exceedsLimit) => {
    expect(checkAmount(raw, operation, balance)).toEqual({ amount, message, exceedsLimit });
  });

  it('disables the button with no card, a refused amount or the limit exceeded', () => {
    expect(canSubmitAmount(checkAmount('10', 'addFunds', balance), true)).toBe(true);
    expect(canSubmitAmount(checkAmount('10', 'addFunds', balance), false)).toBe(false);
    expect(canSubmitAmount(checkAmount('', 'addFunds', balance), true)).toBe(false);
    expect(canSubmitAmount(checkAmount('10001', 'addFunds', balance), true)).toBe(false);
    expect(canSubmitAmount(checkAmount('51', 'withdraw', balance), true)).toBe(false);
  });
});
