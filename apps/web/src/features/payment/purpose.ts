// What an authorized payment (or a completed withdrawal) does to the cart and the demo balance,
// by what the money was for (spec §4 "Payment outcome authorized: increase account balance by
// cart total, empty cart"; "Payout and withdrawal": the balance is reduced; "Express demo": the
// cart empties). One table, so a new purpose is one row and no flow decides it on its own.
import type { Dispatch } from '@reduxjs/toolkit';
import type { TransactionType } from '../../lib/navigation-state';
import { cartEmptied } from '../cart';
import { accountBalanceChanged } from '../session';
import type { PaymentCharge, PaymentPurpose } from './payment-events';

/** Money moves in: card payments of every purpose; out: a withdrawal (payout). */
export type MoneyPurpose = PaymentPurpose | 'withdraw';

interface PurposeEffect {
  emptiesCart: boolean;
  /** +1: the balance rises by the amount; -1: it falls by it; 0: it stays. */
  balance: 1 | -1 | 0;
  /** The transaction type its result screens are sent with (their words and way on). */
  resultType: TransactionType;
}

export const purposeEffects: Record<MoneyPurpose, PurposeEffect> = {
  // Spec §4 as written for the basket shops: the cart empties and the balance rises.
  basket: { emptiesCart: true, balance: 1, resultType: 'payment' },
  // Gambling's top-up: the balance rises; there is no cart.
  addFunds: { emptiesCart: false, balance: 1, resultType: 'payment' },
  // Digital's renewal: the plan stays the plan; nothing to add up. A refused renewal offers
  // another card (the shop's renewal retry rule), not the checkout.
  renewal: { emptiesCart: false, balance: 0, resultType: 'renewal' },
  // Museart's tickets are bought: the order is done.
  tickets: { emptiesCart: true, balance: 0, resultType: 'payment' },
  // Spec §4 "Express demo": the wallet's payment empties the cart.
  wallet: { emptiesCart: true, balance: 0, resultType: 'payment' },
  // Spec §4 "Payout and withdrawal": the balance falls by the amount.
  withdraw: { emptiesCart: false, balance: -1, resultType: 'withdraw' },
};

/** The largest amount a flow accepts (minor units): beyond it arithmetic stops being exact. */
const maxAmount = Number.MAX_SAFE_INTEGER;

/** Why a charge cannot be sent, or null when it can (a tampered amount gets a clear message). */
export function chargeProblem(charge: PaymentCharge): string | null {
  const { amount } = charge;
  if (!Number.isInteger(amount) || amount <= 0 || amount > maxAmount) {
    return `The amount to pay is not valid (${String(amount)} minor units): nothing was charged.`;
  }
  return null;
}

/** Applies what a settled purpose does to the cart and the balance. */
export function settleMoney(dispatch: Dispatch, purpose: MoneyPurpose, amount: number): void {
  const effect = purposeEffects[purpose];
  if (effect.balance !== 0) dispatch(accountBalanceChanged({ delta: effect.balance * amount }));
  if (effect.emptiesCart) dispatch(cartEmptied());
}
