// The subscription shop's screens and rules (digital): the plan card, the account with its
// recurring payment, the replace-card screen, and the hook that makes the plan the cart.
export { PlanCard } from './PlanCard';
export { ReplaceCardScreen } from './ReplaceCardScreen';
export { SubscriptionAccount, noSubscriptionCardText } from './SubscriptionAccount';
export {
  planCharge,
  recurringBlockedReason,
  renewalCharge,
  subscriptionCard,
} from './subscription-rules';
export { usePlanInCart } from './use-plan-in-cart';
