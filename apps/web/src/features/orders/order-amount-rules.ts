// The amount and reference of a partial action on the order detail (issue 29: "the spec's amount
// rules": spec §9 amount multiplier 100 — minor units are the typed amount × 100 — at most two
// decimals, and never above what remains to settle or refund). The provider checks the same
// again; these keep a visitor from sending what it would refuse.
import { minorUnitsPerMajor } from '../../lib/money';

export const orderAmountMessages = {
  empty: 'Enter an amount',
  notANumber: 'Enter the amount as a number, e.g. 12.50',
  decimals: 'The amount can have at most 2 decimals',
  notPositive: 'The amount must be more than 0',
  nothingLeft: 'Nothing remains for this action',
} as const;

export const overRemainingMessage = (remaining: string) =>
  `The amount cannot be more than what remains (${remaining})`;

export interface OrderAmountCheck {
  /** Minor units when the amount can be sent, else null. */
  amount: number | null;
  message: string | null;
}

/**
 * What a typed amount comes to, against what remains (minor units). `remainingText` is how the
 * message writes the remaining amount.
 */
export function checkOrderAmount(
  raw: string,
  remaining: number,
  remainingText: string,
): OrderAmountCheck {
  const refused = (message: string): OrderAmountCheck => ({ amount: null, message });
  if (remaining <= 0) return refused(orderAmountMessages.nothingLeft);
  const text = raw.trim();
  if (text === '') return refused(orderAmountMessages.empty);
  // Digits with an optional decimal part: no sign, exponent, grouping or hexadecimal.
  if (!/^\d+(\.\d+)?$/.test(text)) return refused(orderAmountMessages.notANumber);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return refused(orderAmountMessages.decimals);
  const amount = Math.round(Number(text) * minorUnitsPerMajor);
  if (!Number.isSafeInteger(amount)) return refused(orderAmountMessages.notANumber);
  if (amount <= 0) return refused(orderAmountMessages.notPositive);
  if (amount > remaining) return refused(overRemainingMessage(remainingText));
  return { amount, message: null };
}

/** Minor units as the field shows them: 1250 → '12.50'. */
export function amountFieldText(amount: number): string {
  return (amount / minorUnitsPerMajor).toFixed(2);
}

export const referenceMessage = 'Use 1 to 128 letters, digits or hyphens';

/** A partial action's reference: what both APIs accept (v7's alphabet is the stricter). */
export function checkActionReference(raw: string): string | null {
  return /^[-A-Za-z0-9]{1,128}$/.test(raw.trim()) ? null : referenceMessage;
}
