// What a shop screen hands the next one in the history entry's state (spec §2, §4): the saved
// card the basket's 'Buy Now' and the account's edit link carry, digital's first token on its way
// to replace-card, the amount a screen is paying for when it is not the cart (gambling's top-up
// on its way through the card check), whether a card is being added on the way to adding funds,
// and the transaction type of a result ('withdraw' after a payout), and that the screen is shown by
// a shared journey's replay (issue 44: the screen only shows, nothing runs). History
// state outlives the page (reload, Back from another site) and may come from anywhere, so it is
// parsed, never trusted.
import * as z from 'zod/mini';
import { tokenSchema, type Token } from '@sjd/contracts';
import type { PaymentCharge } from '../features/journeys';

/**
 * Spec §2: "For transaction type withdraw a withdraw-specific message is used." A renewal (a
 * merchant-initiated recurring payment) has its own way on after a refusal: another card.
 */
export const transactionTypes = ['payment', 'withdraw', 'renewal'] as const;
export type TransactionType = (typeof transactionTypes)[number];

export interface ShopNavigationState {
  token?: Token;
  charge?: PaymentCharge;
  transactionType?: TransactionType;
  /** Spec §4 "Add funds": add-card was opened from add-funds, and goes back there. */
  addingFunds?: boolean;
  /** Shown by a shared journey's replay, at this step of its trail (the terminal's words). */
  replay?: ReplayedStep;
}

export interface ReplayedStep {
  /** The replay's latest step, as the processing screen names a running one ('Pay · 3DS …'). */
  latestStep: string | null;
}

const tokenStateSchema = z.object({ token: tokenSchema });
const chargeStateSchema = z.object({
  charge: z.object({
    // Integer minor units; the flow refuses anything else with a clear message as well.
    amount: z.number().check(z.int(), z.positive()),
    purpose: z.enum(['basket', 'addFunds', 'renewal', 'tickets', 'wallet']),
  }),
});
const transactionTypeStateSchema = z.object({ transactionType: z.enum(transactionTypes) });
const addingFundsStateSchema = z.object({ addingFunds: z.literal(true) });
const replayStateSchema = z.object({
  replay: z.object({ latestStep: z.nullable(z.string().check(z.maxLength(500))) }),
});

/** The state that names a saved card (cardCheck, edit-card, replace-card). */
export function cardNavigationState(token: Token): ShopNavigationState {
  return { token };
}

/** The token in a location's state, or null when there is none (typed URL, reload) or it is bad. */
export function tokenFromNavigationState(state: unknown): Token | null {
  const parsed = tokenStateSchema.safeParse(state);
  return parsed.success ? parsed.data.token : null;
}

/** The transaction type a result screen was sent with; a payment unless it says otherwise. */
export function transactionTypeFromNavigationState(state: unknown): TransactionType {
  const parsed = transactionTypeStateSchema.safeParse(state);
  return parsed.success ? parsed.data.transactionType : 'payment';
}

/** The charge a screen handed on (a top-up on its way through the card check), or null. */
export function chargeFromNavigationState(state: unknown): PaymentCharge | null {
  const parsed = chargeStateSchema.safeParse(state);
  return parsed.success ? parsed.data.charge : null;
}

/** Whether add-card was opened on the way to adding funds (spec §4 "Add funds"). */
export function isAddingFundsFromNavigationState(state: unknown): boolean {
  return addingFundsStateSchema.safeParse(state).success;
}

/** The state of a screen a shared journey's replay shows. */
export function replayNavigationState(step: ReplayedStep): ShopNavigationState {
  return { replay: step };
}

/** The replayed step a screen was opened for, or null when it was opened by the visitor. */
export function replayFromNavigationState(state: unknown): ReplayedStep | null {
  const parsed = replayStateSchema.safeParse(state);
  return parsed.success ? parsed.data.replay : null;
}
