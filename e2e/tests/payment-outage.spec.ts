// The provider goes away mid-checkout (issue 8 "Must show"; spec §8 'Request failed'): the shop
// keeps running, the shopper lands on the error screen with the cart still there, and the
// terminal says the request failed. The shared demo cannot lose its sandbox (every other journey
// uses it), so each journey here starts a demo of its own whose sandbox runs in a separate process
// (harness/demo-server.ts), and stops that process once the card form is filled, before Pay.
import { startDemoWithOwnSandbox, type DemoWithOwnSandbox } from '../harness/demo-server';
import { test as base } from '../fixtures';
import {
  comboName,
  expectResult,
  fillAddress,
  fillCard,
  openCheckout,
  type Combo,
} from '../payment';
import { expectTrail } from '../terminal';

const test = base.extend<{ ownDemo: DemoWithOwnSandbox }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
  ownDemo: async ({}, use) => {
    const demo = await startDemoWithOwnSandbox();
    try {
      await use(demo);
    } finally {
      await demo.stop();
    }
  },
  baseURL: async ({ ownDemo }, use) => {
    await use(ownDemo.appUrl);
  },
});

// Typed card details (Direct): with the Checkout SDK the card fields themselves live on the
// provider's origin, so they would go with it.
const rows: { combo: Combo; trail: string[] }[] = [
  {
    combo: { shop: 'retail', integration: 'Modular', capture: 'Direct' },
    trail: ['Pay with card: 3DS device data initialization (no answer) → Request failed'],
  },
  {
    combo: { shop: 'modernmart', integration: 'Orchestrated', capture: 'Direct' },
    trail: ['Pay with card: Payment (no answer) → Request failed'],
  },
];

test.describe('provider outage', () => {
  test.skip(({ isMobile }) => isMobile, 'a flow check: the desktop run covers it');

  for (const { combo, trail } of rows) {
    test(`the sandbox stops before Pay: error screen, cart kept · ${comboName(combo)}`, async ({
      page,
      ownDemo,
    }) => {
      const form = await openCheckout(page, combo);
      await fillCard(form, combo.capture, {
        cardNumber: '4000000000001091',
        cardHolderName: 'Ada',
      });
      await fillAddress(form);
      await ownDemo.stopSandbox();

      await form.getByRole('button', { name: /^Pay / }).click();
      await expectResult(page, combo.shop, 'error');
      await expectTrail(page, ownDemo.sandboxUrl, trail);
    });
  }
});
