// The amount form of add funds and withdraw (spec §3 "Amount form: amount"; §5 "Amount (add or
// withdraw funds)", "Amount field: number, min 0, 2 decimals"; §9 "Max top-up or withdrawal
// 10000"). The messages the spec gives are used exactly; the others (a negative amount, too many
// decimals, something that is not a number — only reachable by tampering with the field) are ours.
import { toMinorUnits } from '../../lib/money';

export const amountMessages = {
  /** Spec §5: blank or zero. */
  empty: 'Field cannot be empty',
  /** Spec §5: above 10000 (the only message that sets the exceed-limit flag). */
  overLimit: 'Amount cannot exceed 10000',
  /** Spec §5: a withdrawal above the balance. */
  overBalance: 'Amount cannot be more than account balance',
  // ours
  negative: 'Amount cannot be negative',
  // ours
  decimals: 'Amount can have at most 2 decimals',
  // ours
  notANumber: 'Enter the amount as a number',
} as const;

/** Spec §9: in currency units. */
export const maxFundsUnits = 10_000;

export type FundsOperation = 'addFunds' | 'withdraw';

export interface AmountCheck {
  /** The amount in minor units when it can be sent, else null. */
  amount: number | null;
  message: string | null;
  /** Spec §5: set only with the 10000 message; it disables the button. */
  exceedsLimit: boolean;
}

const refused = (message: string, exceedsLimit = false): AmountCheck => ({
  amount: null,
  message,
  exceedsLimit,
});

/**
 * What the typed amount (the field's raw value) comes to for an operation. `balance` is in minor
 * units; only a withdrawal is held to it.
 */
export function checkAmount(raw: string, operation: FundsOperation, balance: number): AmountCheck {
  const text = raw.trim();
  if (text === '') return refused(amountMessages.empty);
  const value = Number(text);
  if (!Number.isFinite(value)) return refused(amountMessages.notANumber);
  if (value < 0) return refused(amountMessages.negative);
  if (value === 0) return refused(amountMessages.empty);
  if (value > maxFundsUnits) return refused(amountMessages.overLimit, true);
  const amount = toMinorUnits(value);
  // More than two decimals: the amount is not a whole number of minor units.
  if (Math.abs(value * 100 - amount) > 1e-6) return refused(amountMessages.decimals);
  if (operation === 'withdraw' && amount > balance) return refused(amountMessages.overBalance);
  return { amount, message: null, exceedsLimit: false };
}

/**
 * Spec §5: add funds is disabled when the amount is empty or zero, there are no saved cards or
 * the limit is exceeded; withdraw likewise and when the amount exceeds the balance (every refused
 * amount, here).
 */
export function canSubmitAmount(check: AmountCheck, hasCards: boolean): boolean {
  return hasCards && check.amount !== null && !check.exceedsLimit;
}
