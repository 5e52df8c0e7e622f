// @vitest-environment node
// Issue 35, item 5: a CVC mismatch (CVC 444 with the CVC check on) is authorized by the provider
// with riskFactors [{type: 'cvc', risk: 'notMatched'}]. The journey keeps them with the payment
// (for the success panel) and the trail's 'Payment authorized' note says them in words, in both
// integrations, against the real server and sandbox.
import { describe, expect, it } from 'vitest';
import {
  basketCharge,
  journeyStore,
  paymentSettled,
  providerStackPerFile,
  simulateBrowser,
  testBrowser,
  until,
} from '../../../test/provider-stack';
import { cardPaymentSubmitted } from '../events';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();
const address = {
  address1: '12 Harbour Row',
  city: 'St Ives',
  postalCode: 'TR26 1LP',
  countryCode: 'GB',
};

describe.each(['Modular', 'Orchestrated'] as const)(
  '%s: the risk factors of an authorized payment',
  (integrationType) => {
    it.each([
      [
        '444',
        'warning',
        "the provider's risk factors: CVC did not match",
        [{ type: 'cvc', risk: 'notMatched' }],
      ],
      ['555', 'success', null, undefined],
    ] as const)('CVC %s → %s note', async (cvc, icon, words, factors) => {
      const { store } = await journeyStore(stack, {
        settings: {
          integrationType,
          clientIntegrationType: 'Direct',
          checkCVC: true,
          allow3DS: false,
        },
        items: 1,
      });
      const stop = simulateBrowser(store, stack);
      store.dispatch(
        cardPaymentSubmitted({
          card: {
            kind: 'plain',
            cardHolderName: 'Ada Lovelace',
            cardNumber: scenarioCard('frictionless'),
            expiryDate: { month: 5, year: 2035 },
            cvc,
          },
          billingAddress: address,
          saveDetails: false,
          charge: basketCharge(store),
          browser: testBrowser,
        }),
      );
      await until(store, paymentSettled);
      stop();
      const state = store.getState();
      expect(state.payment.paymentStatus).toBe('success');
      expect(state.payment.paymentAuth?.riskFactors).toEqual(factors);
      const note = state.eventLog.triggers
        .flatMap((t) => t.events)
        .findLast((e) => e.title === 'Payment authorized');
      expect(note?.icon).toBe(icon);
      if (words) expect(note?.plainText).toContain(words);
      else expect(note?.plainText).not.toContain('risk factors');
    });
  },
);
