// Where the shared shop screens send the shopper, from the shop's profile (config/shops/): a
// destination is a path plus the navigation state that travels with it (digital's first token on
// its way to replace-card, the transaction type of a result). Which
// screen comes after a journey is the journeys' decision (features/journeys processing.ts); this
// module turns it into the shop's path.
import type { Token } from '@sjd/contracts';
import type { ScreenId } from '../../../config/paths';
import type { RetryRule } from '../../../config/shops';
import {
  payoutNext,
  processingNext,
  type PayoutFamily,
  type ProcessingDestination,
} from '../../../features/journeys';
import type { ResultVariant } from '../../../features/result/result-texts';
import type { RetryAction } from '../../../features/result/ResultPanel';
import type { ShopNavigationState, TransactionType } from '../../../lib/navigation-state';
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

/** Where the processing screen goes once the journey is over (features/journeys processingNext). */
export function processingDestination(
  shop: ShopContext,
  destination: ProcessingDestination,
  savedTokens: readonly Token[],
): Destination {
  const next = processingNext(shop.rules, destination, savedTokens);
  return at(shop, next.screen, next.state);
}

/** Where the withdrawing screen goes once the payout is over (features/journeys payoutNext). */
export function payoutDestination(shop: ShopContext, family: PayoutFamily): Destination {
  const next = payoutNext(shop.rules, family);
  return at(shop, next.screen, next.state);
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
