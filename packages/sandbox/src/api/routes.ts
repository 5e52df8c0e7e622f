// Every provider endpoint's handler, keyed by the endpoint ids of the contracts' table.
import { apmPaymentHandlers } from './apm-payments';
import { cardPaymentHandlers } from './card-payments';
import { cardVerificationHandlers } from './card-verifications';
import { hostedPageHandlers } from './hosted-pages';
import type { ApiHandlers } from './http';
import { paymentQueryHandlers } from './payment-queries';
import { paymentsApiHandlers } from './payments-api';
import { payoutHandlers } from './payouts';
import { riskHandlers } from './risk';
import { sessionHandlers } from './sessions';
import { threeDsHandlers } from './three-ds';
import { tokenHandlers } from './tokens';
import { verifiedTokenHandlers } from './verified-tokens';
import { networkTokenHandlers } from './network-tokens';

export const providerHandlers: ApiHandlers = {
  ...paymentsApiHandlers,
  ...cardPaymentHandlers,
  ...tokenHandlers,
  ...verifiedTokenHandlers,
  ...networkTokenHandlers,
  ...threeDsHandlers,
  ...riskHandlers,
  ...payoutHandlers,
  ...hostedPageHandlers,
  ...paymentQueryHandlers,
  ...sessionHandlers,
  ...cardVerificationHandlers,
  ...apmPaymentHandlers,
};
