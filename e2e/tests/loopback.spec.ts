// The demo with default settings (no PUBLIC_URL, no SANDBOX_APP_ORIGINS, HOST=localhost) opened
// under each loopback name a developer types (issue 14): on 127.0.0.1 and on [::1] the hosted card
// fields load, the 3DS challenge returns to the page and the payment succeeds; the hosted payment
// page and the test-scenarios link work there too. A shop on another origin (a second demo on
// another port using this one's sandbox) is refused, and the message names the setting.
import type { Browser, Page } from '@playwright/test';
import { clickUntilGone, fillInFrame } from '../frames';
import { expect, test } from '../fixtures';
import { startDemo, startShopAgainst, type RunningDemo } from '../harness/demo-server';
import { shopScreen } from '../helpers';
import { openTestCards } from '../storefront';
import { answerChallenge, expectResult, openCheckout, submitCardForm } from '../payment';
import { sandboxCredentials, uniqueReference } from '../sandbox-api';
import { scenarioCard } from '@sjd/sandbox/scenarios';

// The journeys assert that no page logs a CSP refusal. A failure trace's DOM snapshots need each
// response's body; when Chromium no longer holds one, Playwright fetches it again from the frame
// (CDP Network.loadNetworkResource), and the card-field frame's own CSP (connect-src 'none')
// refuses that fetch of its script and logs it ("Connecting to …/checkout-field.js violates …
// connect-src"), about one run in four under load. Traces here keep actions, not snapshots.
test.use({
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
});

// One demo per worker for the file; the journeys are protocol checks, the desktop run has them.
let demo: RunningDemo;
test.beforeAll(async () => {
  demo = await startDemo({}, { defaultOrigins: true });
});
test.afterAll(async () => {
  await demo.stop();
});
/** The demo's URL under another loopback name (same scheme and port). */
function under(name: string): string {
  const url = new URL(demo.appUrl);
  url.hostname = name;
  return url.origin;
}

async function pageOn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

const challengeCard = { cardNumber: scenarioCard('challenge'), cardHolderName: 'Ada Lovelace' };

for (const name of ['127.0.0.1', '[::1]']) {
  test(`opened on ${name}: hosted card fields, the 3DS challenge and a successful payment`, async ({
    browser,
  }) => {
    const page = await pageOn(browser, under(name));
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|frame-ancestors/i.test(message.text()))
        refusals.push(message.text());
    });
    const form = await openCheckout(page, {
      shop: 'retail',
      integration: 'Modular',
      capture: 'Checkout',
    });
    // Where the page is, and where the provider's pages come from: another name of this machine.
    expect(new URL(page.url()).hostname).toBe(name);
    await submitCardForm(form, 'Checkout', challengeCard);
    await answerChallenge(page, 'pass');
    await expectResult(page, 'retail', 'success');
    expect(refusals).toEqual([]);
    await page.context().close();
  });

  test(`opened on ${name}: the hosted payment page pays, the scenarios link opens`, async ({
    browser,
  }) => {
    const page = await pageOn(browser, under(name));
    await page.goto('/retail/plp');
    await expect(shopScreen(page).getByRole('heading', { level: 1 })).toBeVisible();
    await openTestCards(page);
    const scenarios = page.getByRole('link', { name: 'View all test scenarios' });
    const [docs] = await Promise.all([page.context().waitForEvent('page'), scenarios.click()]);
    await expect(docs.getByRole('heading', { level: 1 })).toContainText('Test scenarios');

    // The hosted payment page as a shop of the demo sets it up: the initialisation through the
    // demo's own /api/hpp, the provider's library from the environment config, into the page.
    const started = await page.evaluate(async (reference) => {
      const config = await (await fetch('/api/config')).json();
      const answer = await fetch('/api/hpp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          transactionReference: reference,
          merchant: { entity: config.entity },
          narrative: { line1: 'Smart Journey Demo' },
          value: { currency: 'GBP', amount: 1600 },
        }),
      });
      const { body } = await answer.json();
      await new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = config.HPPSDKURL;
        script.onload = resolve;
        script.onerror = reject;
        document.head.appendChild(script);
      });
      const target = document.createElement('div');
      target.id = 'hpp-target';
      document.body.prepend(target);
      const results: unknown[] = [];
      Reflect.set(window, 'hppResults', results);
      const library = Reflect.get(Reflect.get(window, 'WPCL'), 'Library');
      new library().setup({
        url: body.url,
        type: 'iframe',
        inject: 'immediate',
        target: 'hpp-target',
        accessibility: true,
        debug: false,
        resultCallback: (result: unknown) => results.push(result),
      });
      return typeof body.url === 'string';
    }, uniqueReference('e2e-loopback'));
    expect(started).toBe(true);
    const hpp = page.frameLocator('#hpp-target iframe');
    await fillInFrame(hpp.getByLabel('Name on card'), 'Ada Lovelace');
    await fillInFrame(hpp.getByLabel('Card number'), scenarioCard('frictionless'));
    await fillInFrame(hpp.getByLabel('Expiry date'), '12/35');
    await fillInFrame(hpp.getByLabel('Security code'), '123');
    await clickUntilGone(hpp.getByRole('button', { name: /^Pay / }));
    await expect
      .poll(() => page.evaluate(() => Reflect.get(window, 'hppResults')))
      .toEqual([{ order: { status: 'success', transactionReference: expect.any(String) } }]);
    await page.context().close();
  });
}

test('a shop on another origin is refused, and the message names the setting', async ({
  browser,
}) => {
  // A second demo on another port, using the first one's sandbox as its provider: to that
  // sandbox (default settings) an origin it was never told about.
  const other = await startShopAgainst({
    sandboxUrl: demo.sandboxUrl,
    ...sandboxCredentials,
  });
  try {
    const page = await pageOn(browser, other.appUrl);
    await openCheckout(page, { shop: 'retail', integration: 'Modular', capture: 'Checkout' });
    const alert = shopScreen(page).getByRole('alert');
    await expect(alert).toContainText('The secure card fields could not be loaded.');
    await expect(alert).toContainText(
      `The checkout frames were refused: this page (${other.appUrl}) may not use this checkout. ` +
        'Add its origin to SANDBOX_APP_ORIGINS',
    );
    await page.context().close();
  } finally {
    await other.stop();
  }
});
