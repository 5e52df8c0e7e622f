// Rules more than one shop profile uses: the usual ways on from a result panel, the result
// panels' standard words (spec §8) and the fashion flow that retail and modernmart share.
import { flowRoutes } from './routes';
import type { ResultMessages, RetryRule, ShopCapabilities, ShopProfile } from './shop-profile';

export const cardPromptToCheckout: RetryRule = { kind: 'cardPrompt', to: 'checkout' };

/** ours: spec §2 names the button 'add card'; a card error returns to the account. */
export const addCardAgain: RetryRule = {
  kind: 'button',
  label: 'add card',
  to: 'account',
  withHeadline: false,
};

/** No express wallets (spec §2: only the fashion shops show the express section). */
export const noExpress: ShopProfile['express'] = { registerPayment: [], resultPanel: [] };

/** Spec §8: retail, modernmart, museart and digital end their sentences with a full stop. */
export const standardMessages: ResultMessages = {
  declined: 'Your payment was declined.',
  error: 'There was an error taking your payment.',
  // ours: no shop other than gambling withdraws, but the panel must say something.
  withdrawDeclined: 'Your withdrawal request was declined.',
  withdrawError: 'There was an error with your withdrawal request.',
  retryHeadline: 'Enter Card Details',
  // ours
  success: 'Thank you for your order. Your payment was successful.',
  // ours
  referenceLabel: 'Order reference',
};

/**
 * What both fashion shops offer (spec §2: a basket, an account, saved cards; spec §5: every
 * currency and the CVC check); each adds its integration types, express wallets and editing.
 */
export const fashionCapabilities = {
  // PLN, SEK and BRL: the currencies BLIK, Swish and Pix take (issue 45).
  currencies: ['GBP', 'USD', 'EUR', 'AUD', 'PLN', 'SEK', 'BRL'],
  cvcCheck: true,
  recurring: false,
  billing: false,
  hostedPaymentPage: false,
  settingsForm: true,
  accountIcon: true,
  basket: true,
  rememberDetails: true,
  localPaymentMethods: true,
} satisfies Partial<ShopCapabilities>;

/** Spec §2: "/modernmart and /retail share one shop flow" — the screens and where they lead. */
export const fashionFlow = {
  flow: 'fashion',
  routes: flowRoutes.fashion,
  entry: 'plp',
  idle: 'basket',
  cardAdded: { to: 'account', withFirstToken: false },
  retry: { payment: cardPromptToCheckout, cardError: addCardAgain },
  success: { continueTo: 'plp', continueLabel: 'Continue Shopping' },
} satisfies Partial<ShopProfile>;
