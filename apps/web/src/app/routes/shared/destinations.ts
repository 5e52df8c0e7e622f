// Where the shared shop screens send the shopper, from the shop's rules in the route table
// (config/paths.ts `shops`): a destination is a path plus the navigation state that travels with
// it (digital's first token on its way to replace-card, the transaction type of a result).
import type { Token } from '@sjd/contracts';
import type { RetryRule, ScreenId } from '../../../config/paths';
import type { ProcessingDestination } from '../../../features/journeys';
import type { PayoutFamily } from '../../../features/journeys';
import type { ResultVariant } from '../../../features/result/result-texts';
import type { RetryAction } from '../../../features/result/ResultPanel';
import {
  cardNavigationState,
  type ShopNavigationState,
  type TransactionType,
} from '../../../lib/navigation-state';
import type { ShopContext } from '../use-shop-route';

export interface Destination {
  to: string;
  state?: ShopNavigationState;
}

function at(shop: ShopContext, screen: ScreenId, state?: ShopNavigationState): Destination {
  return state ? { to: shop.path(screen), state } : { to: shop.path(screen) };
}

/** Where a screen that needs a journey under way (or a chosen card) goes when there is none. */
export function idleDestination(shop: ShopContext): Destination {
  return at(shop, shop.rules.idle);
}

/**
 * Where the processing screen goes once the journey is over (spec §2 "{base}/processing"): a
 * payment status to {base}/{status}; an added card to the shop's cardAdded screen (with the first
 * saved card when the shop asks for it) or, on the way to adding funds, to add-funds; a card that
 * could not be added to {base}/addCardfailed.
 */
export function processingDestination(
  shop: ShopContext,
  destination: ProcessingDestination,
  savedTokens: readonly Token[],
): Destination {
  const { rules } = shop;
  switch (destination.kind) {
    case 'payment': {
      const { status, transactionType } = destination;
      return at(shop, status, transactionType === 'payment' ? undefined : { transactionType });
    }
    case 'cardAdded': {
      if (destination.isAddingFunds && rules.cardAddedWhileAddingFunds) {
        return at(shop, rules.cardAddedWhileAddingFunds);
      }
      const rule = rules.cardAdded ?? { to: rules.idle, withFirstToken: false };
      const first = savedTokens[0];
      return at(
        shop,
        rule.to,
        rule.withFirstToken && first ? cardNavigationState(first) : undefined,
      );
    }
    case 'cardAddFailed':
      return at(shop, 'addCardFailed');
  }
}

/**
 * Where the withdrawing screen goes once the payout is over (spec §4 "Payout and withdrawal"):
 * the shop's screen for the outcome's family, with transaction type 'withdraw' so the result
 * screens use the withdrawal's words.
 */
export function payoutDestination(shop: ShopContext, family: PayoutFamily): Destination {
  const screen = shop.rules.payout?.[family] ?? shop.rules.idle;
  return at(shop, screen, { transactionType: 'withdraw' });
}

/** The result panel's way on (spec §2 "Payment result panel"), from the shop's retry rules. */
export function retryAction(
  shop: ShopContext,
  variant: ResultVariant,
  transactionType: TransactionType,
): RetryAction {
  const { retry } = shop.rules;
  const byType: Record<TransactionType, RetryRule | undefined> = {
    payment: retry.payment,
    withdraw: retry.withdraw,
    renewal: retry.renewal,
  };
  const rule: RetryRule =
    (variant === 'cardError' ? retry.cardError : byType[transactionType]) ?? retry.payment;
  return { ...rule, to: shop.path(rule.to) };
}

/** Every screen the shop's rules can send a shopper to (the route-table test walks them). */
export function ruleScreens(shop: ShopContext): ScreenId[] {
  const { rules } = shop;
  const { payment, withdraw, renewal, cardError } = rules.retry;
  const retries = [payment, withdraw, renewal, cardError];
  return [
    rules.entry,
    ...(rules.editCardReplace ? [rules.editCardReplace] : []),
    rules.idle,
    rules.success.continueTo,
    ...(rules.cardAdded ? [rules.cardAdded.to] : []),
    ...(rules.cardAddedWhileAddingFunds ? [rules.cardAddedWhileAddingFunds] : []),
    ...(rules.payout ? Object.values(rules.payout) : []),
    ...retries.flatMap((rule) => (rule ? [rule.to] : [])),
  ];
}
