// No card data in the logs (issue 19; ARCHITECTURE §4): a Direct card payment (the browser sends
// the card number and CVC to the server, which forwards them to the provider) and a Checkout SDK
// payment (the card fields post them to the provider's session endpoints) run against a demo of
// their own, whose log holds the server's and the built-in sandbox's lines of these journeys
// only. The log must show the calls (so the check can fail) and never the card number, grouped
// or not, or the CVC.
import { readFileSync } from 'node:fs';
import { startDemo, type RunningDemo } from '../harness/demo-server';
import { expect, test as base } from '../fixtures';
import { comboName, expectResult, openCheckout, submitCardForm, type Combo } from '../payment';
import { scenarioCard } from '@sjd/sandbox/scenarios';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test-scoped fixtures of its own.
const test = base.extend<{}, { logDemo: RunningDemo }>({
  logDemo: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
    async ({}, use) => {
      const demo = await startDemo();
      try {
        await use(demo);
      } finally {
        await demo.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ logDemo }, use) => {
    await use(logDemo.appUrl);
  },
});

const rows: { combo: Combo; cardNumber: string; cvc: string; calls: string[] }[] = [
  {
    // Frictionless 3DS, Visa: the card number and CVC travel through /api/wpservices.
    combo: { shop: 'retail', integration: 'Modular', capture: 'Direct' },
    cardNumber: scenarioCard('frictionless'),
    cvc: '739',
    calls: ['"url":"/api/wpservices"', '"endpoint":"cardPaymentCit"'],
  },
  {
    // Frictionless 3DS, Mastercard: typed into the provider's frames, posted to its sessions.
    combo: { shop: 'modernmart', integration: 'Orchestrated', capture: 'Checkout' },
    cardNumber: scenarioCard('frictionless', 'mastercard'),
    cvc: '846',
    calls: ['"url":"/sessions/card"', '"url":"/api/payments"', '"endpoint":"payment"'],
  },
];

const grouped = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, '$1 ');

test.describe('card data in the logs', () => {
  for (const { combo, cardNumber, cvc, calls } of rows) {
    test(`a paid order leaves no card number or CVC in the server's and sandbox's log · ${comboName(combo)}`, async ({
      page,
      logDemo,
    }) => {
      const form = await openCheckout(page, combo);
      await submitCardForm(form, combo.capture, {
        cardNumber,
        cardHolderName: 'Ada Lovelace',
        cvc,
      });
      await expectResult(page, combo.shop, 'success');

      // The log reaches its file through a pipe: wait until the journey's calls are in it.
      const log = () => readFileSync(logDemo.logFile, 'utf8');
      for (const call of calls) await expect.poll(log).toContain(call);
      const text = log();
      expect(text).not.toContain(cardNumber);
      expect(text).not.toContain(grouped(cardNumber));
      // The CVC as a value of its own (asset hashes and timestamps hold digit runs too).
      expect(text).not.toMatch(new RegExp(`(?<![\\w.])${cvc}(?![\\w.])`));
      expect(text).not.toMatch(/"(cardNumber|cvc|cvv|securityCode)"/i);
    });
  }
});
