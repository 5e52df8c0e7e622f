// Sunbaked, the fashion retailer (spec §1 'Modular APIs': retail, Modular; guest and stored cards
// plus non-card methods). Shares the fashion flow with modernmart.
import { fashionCapabilities, fashionFlow, standardMessages } from './shared-rules';
import type { ShopProfile } from './shop-profile';

export const retailShop: ShopProfile = {
  theme: 'retail',
  ...fashionFlow,
  // Spec §2: PayPal only in retail; Apple Pay and Google Pay wherever the express section shows.
  express: {
    registerPayment: ['payPal', 'applePay', 'googlePay'],
    resultPanel: ['payPal', 'applePay'],
  },
  messages: standardMessages,
  capabilities: {
    ...fashionCapabilities,
    integrationTypes: ['Modular', 'Orchestrated'],
    expressPayment: 'always',
    accountEditing: true,
  },
  // Issue 29: retail ships a basket's lines separately, one partial settlement per parcel.
  afterSale: { use: 'shipSeparately' },
};
