// Museart, the museum ticket portal (spec §1 'Hosted Payment Pages': museart, HPP; guest card
// payments): tickets, an order summary and the provider's hosted payment page.
import { flowRoutes } from './routes';
import { noExpress, standardMessages } from './shared-rules';
import type { ShopProfile } from './shop-profile';

export const museartShop: ShopProfile = {
  theme: 'museart',
  flow: 'ticket',
  routes: flowRoutes.ticket,
  entry: 'orderDetail',
  idle: 'orderDetail',
  // Spec §2: museart's result panel shows only a continue button.
  retry: { payment: { kind: 'continueOnly', label: 'Continue', to: 'orderDetail' } },
  success: { continueTo: 'orderDetail', continueLabel: 'Book more tickets' },
  express: noExpress,
  messages: standardMessages,
  capabilities: {
    integrationTypes: ['HPP'],
    currencies: ['GBP', 'USD', 'EUR', 'AUD'],
    cvcCheck: false,
    expressPayment: 'never',
    accountEditing: false,
    recurring: false,
    billing: false,
    hostedPaymentPage: true,
    // Spec §1: the museart theme shows only the documentation panel.
    settingsForm: false,
    accountIcon: false,
    basket: false,
    rememberDetails: false,
    localPaymentMethods: false,
  },
  // Issue 29: a museum visit is cancelled (a cancellation before settlement, a refund after).
  afterSale: { use: 'cancelVisit' },
};
