// The APMs API's calls (issue 45; version 2024-07-01, sent as WP-Api-Version by the proxy): a
// local method's payment, its query (`lastEvent` and `_actions`) and the actions it offered.
import {
  apmActionResponseSchema,
  apmPaymentResponseSchema,
  apmQueryResponseSchema,
} from '@sjd/contracts';
import type { ProviderCalls } from '../provider-types';
import { endpointOfHref, wp, type Exchange } from './exchange';

type ApmCalls = Pick<ProviderCalls, 'createApmPayment' | 'queryApmPayment' | 'followApmAction'>;

export function apmCalls({ bodyOf }: Exchange): ApmCalls {
  return {
    createApmPayment: (payload) =>
      bodyOf(
        wp('apmPayment', 'Local payment method payment', 'POST', '/apmPayments', payload),
        apmPaymentResponseSchema,
        [201],
      ),
    queryApmPayment: (href) =>
      bodyOf(
        wp('queryApmPayment', 'Local payment method status', 'GET', href),
        apmQueryResponseSchema,
        [200],
      ),
    followApmAction: (title, href, payload) =>
      bodyOf(
        wp(endpointOfHref(href) ?? 'apmPayment', title, 'POST', href, payload),
        apmActionResponseSchema,
        [202],
      ),
  };
}
