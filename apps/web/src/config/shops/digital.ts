// fluenta, the education subscription service (spec §1 'Modular APIs': digital, Modular;
// recurring payments): one plan, one saved card that renewals charge, replace card.
import { flowRoutes } from './routes';
import { cardPromptToCheckout, noExpress, standardMessages } from './shared-rules';
import type { ShopProfile } from './shop-profile';

export const digitalShop: ShopProfile = {
  theme: 'digital',
  flow: 'digital',
  routes: flowRoutes.digital,
  entry: 'checkout',
  idle: 'checkout',
  // Spec §2: digital goes to {base}/account/replace-card with the first token (the only card
  // adding one is replacing the subscription's card); that screen finishes the replacement.
  cardAdded: { to: 'replaceCard', withFirstToken: true },
  retry: {
    payment: cardPromptToCheckout,
    // ours: a refused renewal is the stored card's problem: the prompt replaces the card.
    renewal: { kind: 'cardPrompt', to: 'replaceCard' },
    // Spec §4: a failed replacement returns to the account (digital adds a card only to replace
    // the subscription's), so the button says where it goes: spec §2's 'my account'.
    cardError: { kind: 'button', label: 'my account', to: 'account', withHeadline: false },
  },
  editCardReplace: 'replaceCard',
  success: { continueTo: 'account', continueLabel: 'Go to my account' },
  express: noExpress,
  messages: standardMessages,
  capabilities: {
    integrationTypes: ['Modular'],
    currencies: ['GBP', 'USD', 'EUR', 'AUD'],
    // Spec §4: theme Digital turns off the CVC check (and express payment).
    cvcCheck: false,
    expressPayment: 'never',
    accountEditing: true,
    recurring: true,
    billing: true,
    hostedPaymentPage: false,
    settingsForm: true,
    accountIcon: false,
    basket: false,
    rememberDetails: false,
    localPaymentMethods: false,
  },
  // Issue 29: the latest renewal the merchant took can be refunded.
  afterSale: { use: 'refundLastRenewal', purposes: ['renewal'] },
};
