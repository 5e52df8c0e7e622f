// The provider calls the flows make (spec §7), one typed method per endpoint of the contracts'
// table, in three groups: the card's (provider-calls/card-calls.ts), the payments'
// (payment-calls.ts) and the orders back office's (order-calls.ts). Each names its terminal
// title, its proxy route and the statuses it expects; every answer goes through one exchange
// (provider-calls/exchange.ts: statuses checked, bodies parsed with the contracts' schemas).
import type { ProviderCalls, ProviderConnection, ProviderTransport } from './provider-types';
import { apmCalls } from './provider-calls/apm-calls';
import { cardCalls } from './provider-calls/card-calls';
import { createExchange } from './provider-calls/exchange';
import { orderCalls } from './provider-calls/order-calls';
import { paymentCalls } from './provider-calls/payment-calls';

export type {
  Answer,
  DeviceDataInitializationResponse,
  HostedPaymentPageResponse,
  ProviderCalls,
  TokenChange,
  TokenField,
  TokenFieldValues,
} from './provider-types';

export function createProviderCalls(
  send: ProviderTransport,
  connection: ProviderConnection,
): ProviderCalls {
  const exchange = createExchange(send, connection);
  return {
    ...cardCalls(exchange),
    ...paymentCalls(exchange),
    ...orderCalls(exchange),
    ...apmCalls(exchange),
  };
}
