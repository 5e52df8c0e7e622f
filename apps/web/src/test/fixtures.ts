import type { EnvironmentConfig, Token } from '@sjd/contracts';
import type { BrowserData } from '../features/journeys';

export const sampleEnvironmentConfig: EnvironmentConfig = {
  environment: 'try',
  secureOrigin3ds: 'http://localhost:3001',
  wpBaseUrl: 'http://localhost:3001',
  wpEndpoint: '/api/wpservices',
  paymentsEndpoint: '/api/payments',
  HPPEndpoint: '/api/hpp',
  challengeReturnUrl: 'http://localhost:3000/challenge-return.html',
  applePaySessionUrl: 'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession',
  apmPaymentsUrl: 'http://localhost:3001/apmPayments',
  HPPSDKURL:
    'http://localhost:3001/resources/hpp/integrations/embedded/js/hpp-embedded-integration-library.js',
  checkoutSDKPath: '/access-checkout/v2/checkout.js',
  checkoutId: 'sjd-checkout-id',
  entity: 'default',
  testScenariosUrl: 'http://localhost:3001/docs/test-scenarios',
  gaDomains: [],
  gaTrackingId: '',
  errorReportingDsn: '',
  errorReportingSampleRate: 1,
  cookiePolicyLink: 'http://localhost:3001/docs/cookie-policy',
  privacyPolicyLink: 'http://localhost:3001/docs/privacy-policy',
  getInTouchLink: 'http://localhost:3001/docs/contact',
  contactUsLabel: 'Get in touch',
};

/** A masked provider token as Verified Tokens returns it. */
export const sampleToken: Token = {
  tokenId: '9ZR6CB2Q8HKJ4M0A1',
  description: 'Smart Journey Demo card',
  tokenExpiryDateTime: '2027-02-19T12:00:00Z',
  tokenPaymentInstrument: {
    type: 'card/tokenized',
    href: 'http://localhost:3001/tokens/9ZR6CB2Q8HKJ4M0A1',
  },
  paymentInstrument: {
    type: 'card/masked',
    cardNumber: '4000********1091',
    cardHolderName: 'Ada Lovelace',
    cardExpiryDate: { month: 5, year: 2035 },
    billingAddress: {
      address1: '1 Demo Street',
      postalCode: 'AAAA',
      city: 'London',
      countryCode: 'GB',
    },
    bin: '400000',
    brand: 'VISA',
  },
  _links: { 'tokens:token': { href: 'http://localhost:3001/tokens/9ZR6CB2Q8HKJ4M0A1' } },
};

/** The browser's 3DS values as a flow test sends them. */
export const testBrowser: BrowserData = {
  acceptHeader: 'text/html',
  userAgentHeader: 'Mozilla/5.0 (flow test)',
  browserLanguage: 'en-GB',
  browserColorDepth: '24',
  browserScreenHeight: 900,
  browserScreenWidth: 1440,
  timeZone: '0',
  browserJavaEnabled: false,
  browserJavascriptEnabled: true,
};
