// modernmart, the fashion retailer on the Payments API (spec §1 'Payments API': Orchestrated,
// guest and stored cards). Shares the fashion flow with retail; its saved cards are read-only
// (spec §6) and its express wallets show only with the Modular integration (spec §5).
import { fashionCapabilities, fashionFlow, standardMessages } from './shared-rules';
import type { ShopProfile } from './shop-profile';

export const modernmartShop: ShopProfile = {
  theme: 'modernmart',
  ...fashionFlow,
  express: { registerPayment: ['applePay', 'googlePay'], resultPanel: ['applePay'] },
  // Spec §8 gives modernmart the standard messages but no headline: the standard one (ours).
  messages: standardMessages,
  capabilities: {
    ...fashionCapabilities,
    integrationTypes: ['Orchestrated', 'Modular'],
    expressPayment: 'modularOnly',
    // Spec §6: modernmart makes saved cards read-only.
    accountEditing: false,
  },
  // Issue 29: modernmart takes back a returned item (a partial refund of its price).
  afterSale: { use: 'returnItem' },
};
