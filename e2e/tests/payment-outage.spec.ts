// The provider fails a payment half-way (issue 8 "Must show", issue 19 "Faults"; spec §8
// 'Request failed'): the shop keeps running, the shopper lands on the error screen with the cart
// still there, nothing is recorded as paid, and the terminal says which request failed.
// - The provider goes away before Pay, or mid-payment: after the first calls of the payment
//   succeeded, just before the call that would authorize it (so the provider never records it).
// - The provider is slower than PROVIDER_TIMEOUT_MS: the processing screen shows, then the error
//   screen, and the terminal gives the timeout.
// The shared demo cannot lose or slow its sandbox (every other journey uses it), so each journey
// here starts a demo of its own whose sandbox runs in a separate process (harness/demo-server.ts).
import type { Page } from '@playwright/test';
import { startDemoWithOwnSandbox, type DemoWithOwnSandbox } from '../harness/demo-server';
import { shopScreen } from '../helpers';
import { expect, test as base } from '../fixtures';
import {
  comboName,
  expectResult,
  fillAddress,
  fillCard,
  openCheckout,
  type Combo,
} from '../payment';
import { expectTrail, readTrail } from '../terminal';
import { scenarioCard } from '@sjd/sandbox/scenarios';

/** A small timeout keeps the slow-provider journey short; the sandbox answers after twice it. */
const providerTimeoutMs = 1000;

const test = base.extend<{ ownDemo: DemoWithOwnSandbox; slowDemo: boolean }>({
  slowDemo: [false, { option: true }],
  ownDemo: async ({ slowDemo }, use) => {
    const demo = await startDemoWithOwnSandbox(
      slowDemo
        ? {
            sandbox: { SANDBOX_LATENCY_MS: String(providerTimeoutMs * 2) },
            shop: { PROVIDER_TIMEOUT_MS: String(providerTimeoutMs) },
          }
        : {},
    );
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

/** Which proxy call (route, and a part of its provider url) the provider goes away before. */
interface StopPoint {
  route: '/api/wpservices' | '/api/payments';
  urlPart: string;
}

/**
 * Stops the sandbox as the page sends the first call matching `at`, before letting it through:
 * every earlier call of the payment succeeded, this one finds no provider.
 */
async function stopProviderAt(page: Page, demo: DemoWithOwnSandbox, at: StopPoint) {
  let isStopped = false;
  await page.route(`**${at.route}`, async (route) => {
    const call: unknown = route.request().postDataJSON();
    const url = typeof call === 'object' && call !== null && 'url' in call ? call.url : '';
    if (!isStopped && typeof url === 'string' && url.includes(at.urlPart)) {
      isStopped = true;
      await demo.stopSandbox();
    }
    await route.continue();
  });
}

/** Nothing was paid: no trigger of the terminal says the payment was authorized. */
async function expectNotPaid(page: Page) {
  const trail = await readTrail(page);
  const titles = trail.flatMap((trigger) => trigger.events.map((event) => event.title));
  expect(titles).not.toContain('Payment authorized');
}

// Typed card details (Direct): with the Checkout SDK the card fields themselves live on the
// provider's origin, so they would go with it. 4000000000001000 is frictionless: the Modular
// payment is 3DS init → authentication → card payment; the Orchestrated one is payment →
// supply 3DS device data (which authorizes it).
const frictionless = { cardNumber: scenarioCard('frictionless'), cardHolderName: 'Ada' };

/** The checkout's card form filled with the frictionless card and the sample address. */
async function fillCheckout(page: Page, combo: Combo) {
  const form = await openCheckout(page, combo);
  await fillCard(form, combo.capture, frictionless);
  await fillAddress(form);
  return form;
}
const rows: { combo: Combo; stop: StopPoint | 'before Pay'; trail: string[] }[] = [
  {
    combo: { shop: 'retail', integration: 'Modular', capture: 'Direct' },
    stop: 'before Pay',
    trail: ['Pay with card: 3DS device data initialization (no answer) → Request failed'],
  },
  {
    combo: { shop: 'modernmart', integration: 'Orchestrated', capture: 'Direct' },
    stop: 'before Pay',
    trail: ['Pay with card: Payment (no answer) → Request failed'],
  },
  {
    combo: { shop: 'retail', integration: 'Modular', capture: 'Direct' },
    stop: { route: '/api/wpservices', urlPart: '/cardPayments/' },
    trail: [
      'Pay with card: 3DS device data initialization 200',
      'Device data collected: 3DS authentication 200 → Card payment (no answer) → Request failed',
    ],
  },
  {
    combo: { shop: 'modernmart', integration: 'Orchestrated', capture: 'Direct' },
    stop: { route: '/api/payments', urlPart: '/3dsDeviceData' },
    trail: [
      'Pay with card: Payment 201',
      'Device data collected: Supply 3DS device data (no answer) → Request failed',
    ],
  },
];

test.describe('provider outage', () => {
  for (const { combo, stop, trail } of rows) {
    const when = stop === 'before Pay' ? 'before Pay' : `mid-payment (before ${stop.urlPart})`;
    test(`the sandbox stops ${when}: error screen, cart kept, not paid · ${comboName(combo)}`, async ({
      page,
      ownDemo,
    }) => {
      const form = await fillCheckout(page, combo);
      if (stop === 'before Pay') await ownDemo.stopSandbox();
      else await stopProviderAt(page, ownDemo, stop);

      await form.getByRole('button', { name: /^Pay / }).click();
      await expectResult(page, combo.shop, 'error');
      await expectTrail(page, ownDemo.sandboxUrl, trail);
      await expectNotPaid(page);
    });
  }
});

test.describe('provider slower than PROVIDER_TIMEOUT_MS', () => {
  test.use({ slowDemo: true });

  const combo: Combo = { shop: 'retail', integration: 'Modular', capture: 'Direct' };
  test(`the processing screen, then the error screen with the timeout in the terminal · ${comboName(combo)}`, async ({
    page,
    ownDemo,
  }) => {
    const form = await fillCheckout(page, combo);
    await form.getByRole('button', { name: /^Pay / }).click();

    await expect(
      shopScreen(page).getByRole('heading', { level: 1, name: 'Processing payment' }),
    ).toBeVisible();
    await expectResult(page, combo.shop, 'error');
    await expectTrail(page, ownDemo.sandboxUrl, [
      'Pay with card: 3DS device data initialization (no answer) → Request failed',
    ]);
    const failed = page
      .getByRole('list', { name: 'API calls' })
      .getByRole('listitem')
      .filter({ hasText: 'Request failed' })
      .last();
    await expect(failed).toContainText(
      `The provider did not answer within ${providerTimeoutMs} ms`,
    );
    await expectNotPaid(page);
  });
});
