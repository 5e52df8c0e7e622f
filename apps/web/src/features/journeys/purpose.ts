// What an authorized payment (or a completed withdrawal) does to the cart and the demo balance,
// by what the money was for (spec §4 "Payment outcome authorized: increase account balance by
// cart total, empty cart"; "Payout and withdrawal": the balance is reduced; "Express demo": the
// cart empties). One table, so a new purpose is one row and no flow decides it on its own.
import type { Dispatch } from '@reduxjs/toolkit';
import type { TransactionType } from '../../lib/navigation-state';
import { cartEmptied } from '../cart';
import { accountBalanceChanged } from './slices/session-slice';
import type { MovementKind } from './story-ledger';
import type { PaymentPurpose } from './types';

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

/** Spec §9 "Max top-up or withdrawal 10000" (currency units; 100 minor units each). */
export const maxFundsAmount = 10_000 * 100;

/** The purposes with a limit of their own (spec §9); the others stop at maxAmount. */
const purposeLimits: Partial<Record<MoneyPurpose, number>> = {
  addFunds: maxFundsAmount,
  withdraw: maxFundsAmount,
};

/**
 * Why an amount cannot be sent, or null when it can (a tampered amount — from navigation state,
 * a dispatched event, the console — gets a clear message and moves no money).
 */
export function chargeProblem(charge: { amount: number; purpose: MoneyPurpose }): string | null {
  const { amount, purpose } = charge;
  const verb = purpose === 'withdraw' ? 'withdrawn' : 'charged';
  if (!Number.isInteger(amount) || amount <= 0 || amount > maxAmount) {
    return `The amount is not valid (${String(amount)} minor units): nothing was ${verb}.`;
  }
  const limit = purposeLimits[purpose];
  if (limit !== undefined && amount > limit) {
    return `The amount is over the limit of ${limit} minor units: nothing was ${verb}.`;
  }
  return null;
}

/** The balance's movement each purpose makes (story-ledger.ts). */
const movementKinds: Record<MoneyPurpose, MovementKind> = {
  basket: 'payment',
  addFunds: 'topUp',
  renewal: 'payment',
  tickets: 'payment',
  wallet: 'payment',
  withdraw: 'withdrawal',
};

/**
 * Applies what a settled purpose does to the cart and the balance; the payment's or payout's
 * reference goes with the balance's movement (a payout refused later gives back by it).
 */
export function settleMoney(
  dispatch: Dispatch,
  purpose: MoneyPurpose,
  amount: number,
  reference: string | null = null,
): void {
  const effect = purposeEffects[purpose];
  if (effect.balance !== 0) {
    dispatch(
      accountBalanceChanged({
        delta: effect.balance * amount,
        kind: movementKinds[purpose],
        reference,
      }),
    );
  }
  if (effect.emptiesCart) dispatch(cartEmptied());
}
