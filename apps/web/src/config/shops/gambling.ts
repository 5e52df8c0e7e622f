// GoalRush, the sports betting platform (spec §1 'Modular APIs': gambling, Modular; payouts and
// stored-card payments): an account with a balance, top-ups with a saved card and withdrawals.
import { flowRoutes } from './routes';
import { addCardAgain, noExpress } from './shared-rules';
import type { ShopProfile } from './shop-profile';

export const gamblingShop: ShopProfile = {
  theme: 'gambling',
  flow: 'gambling',
  routes: flowRoutes.gambling,
  entry: 'account',
  idle: 'account',
  cardAdded: { to: 'account', withFirstToken: false },
  cardAddedWhileAddingFunds: 'addFunds',
  // Spec §4: approved → fastSuccess; requested, pending, disbursed, requestReceived (and
  // inReview, features/journeys payout-outcome.ts) → slowSuccess; refused → declined; error or
  // failed → error.
  payout: { fast: 'fastSuccess', slow: 'slowSuccess', refused: 'declined', error: 'error' },
  retry: {
    // Spec §2: gambling gets a button; its return target is {base}/account/add-card.
    payment: { kind: 'button', label: 'add card', to: 'addCard', withHeadline: true },
    // ours: a failed withdrawal goes back to the account, where the balance and cards are.
    withdraw: { kind: 'button', label: 'my account', to: 'account', withHeadline: true },
    cardError: addCardAgain,
  },
  success: { continueTo: 'account', continueLabel: 'Back to my account' },
  express: noExpress,
  // Spec §8: gambling's messages have no full stop; its headline offers another payment type.
  messages: {
    declined: 'Your payment was declined',
    error: 'There was an error taking your payment',
    withdrawDeclined: 'Your withdrawal request was declined',
    withdrawError: 'There was an error with your withdrawal request',
    retryHeadline: 'Change your payment type',
    // ours: a gambling payment is a top-up (its sentences have no full stop, as §8's do)
    success: 'Your payment was successful and the funds are in your balance',
    // ours
    referenceLabel: 'Transaction reference',
  },
  capabilities: {
    integrationTypes: ['Modular'],
    // Spec §5: no USD or AUD for gambling.
    currencies: ['GBP', 'EUR'],
    cvcCheck: true,
    expressPayment: 'never',
    accountEditing: true,
    recurring: false,
    billing: false,
    hostedPaymentPage: false,
    settingsForm: true,
    accountIcon: true,
    basket: false,
    rememberDetails: true,
    localPaymentMethods: false,
  },
  // Issue 29: a top-up (not a withdrawal) can be reversed.
  afterSale: { use: 'reverseDeposit', purposes: ['addFunds'] },
};
