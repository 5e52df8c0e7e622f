import type { EnvironmentConfig } from '@sjd/contracts';

export const sampleEnvironmentConfig: EnvironmentConfig = {
  environment: 'try',
  secureOrigin3ds: 'http://localhost:3001',
  wpBaseUrl: 'http://localhost:3001',
  wpEndpoint: '/api/wpservices',
  paymentsEndpoint: '/api/payments',
  HPPEndpoint: '/api/hpp',
  challengeReturnUrl: 'http://localhost:3000/challenge-return.html',
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
