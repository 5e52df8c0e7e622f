// The sandbox's shopper-facing pages, as a customer demo shows them: for each, a screenshot and
// an axe check with no serious findings at a desktop width (1440 px) and a phone width (375 px).
// The test runs once, in the desktop project, and sets the two widths itself: a page's set-up
// (a payment, a challenge, a hosted page) is done once for both.
import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from '../axe';
import { cardFields, openCheckout } from '../checkout-host';
import { expect, test } from '../fixtures';
import { fillInFrame } from '../frames';
import { at, createPaymentPage, startThreeDsPayment } from '../sandbox-api';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

/**
 * At each width: a full-page screenshot in the test's output folder
 * (test-results/<test>-desktop/<name>-<width>.png) and an axe check with every rule; then the
 * page is back at its own size.
 */
async function atEachWidth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const own = page.viewportSize();
  try {
    for (const { name: width, ...size } of widths) {
      await test.step(`${name} at ${size.width} px`, async () => {
        await page.setViewportSize(size);
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        expect(await seriousViolations(page, { rules: 'all' }), `${name}, ${width}`).toEqual([]);
      });
    }
  } finally {
    if (own) await page.setViewportSize(own);
  }
}

/** Posts a form from the merchant's origin into the whole window, as a full-page challenge. */
async function postTopLevel(
  page: Page,
  hostUrl: string,
  url: string,
  fields: Record<string, string>,
) {
  await page.goto(`${hostUrl}/forge.html`);
  await page.evaluate(
    ([action, values]) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = action;
      for (const [name, value] of Object.entries(values)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.appendChild(input);
      }
      document.body.appendChild(form);
      form.submit();
    },
    [url, fields] as const,
  );
}

test('the card fields', async ({ page, hostUrl, sandboxUrl }, testInfo) => {
  await openCheckout(page, hostUrl, sandboxUrl);
  const fields = cardFields(page);
  await fields.pan.fill(scenarioCard('challenge'));
  await fields.expiry.fill('01/21');
  await fields.cvv.focus();
  await expect(fields.expiryFrame.getByText('Date must be in the future')).toBeVisible();
  await atEachWidth(page, testInfo, 'card-fields');
});

test('the challenge page, full page and in a 390x400 frame', async ({
  page,
  request,
  hostUrl,
  sandboxUrl,
}, testInfo) => {
  const payment = await startThreeDsPayment(
    request,
    sandboxUrl,
    scenarioCard('challenge'),
    `${hostUrl}/challenge-return`,
  );
  const collected = await page.request.post(at(payment, 'deviceDataCollection.url'), {
    form: { JWT: at(payment, 'deviceDataCollection.jwt') },
  });
  const sessionId = /"sessionId":"([^"]+)"/.exec(await collected.text())?.[1] ?? '';
  const challenged = await page.request.post(at(payment, '_actions.supply3dsDeviceData.href'), {
    headers: {
      authorization: `Basic ${Buffer.from('sjd-demo:sjd-demo-secret').toString('base64')}`,
      'content-type': 'application/json',
      'wp-api-version': '2024-06-01',
    },
    data: { collectionReference: sessionId },
  });
  const body = await challenged.json();
  await postTopLevel(page, hostUrl, at(body, 'challenge.url'), { JWT: at(body, 'challenge.jwt') });
  await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
  await atEachWidth(page, testInfo, 'challenge-full-page');
  await page.getByLabel('One-time passcode').fill('9999');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('That code is not right. 2 attempts left.')).toBeVisible();
  await atEachWidth(page, testInfo, 'challenge-code-refused');

  await page.goto(`${hostUrl}/three-ds.html?sandbox=${encodeURIComponent(sandboxUrl)}`);
  void page
    .evaluate(
      ([url, jwt]) =>
        (
          window as unknown as { threeDsHost: { challenge(...a: string[]): Promise<unknown> } }
        ).threeDsHost.challenge(url, jwt),
      [at(body, 'challenge.url'), at(body, 'challenge.jwt')] as const,
    )
    .catch(() => null);
  const bank = page.frameLocator('iframe[name="challenge"]');
  await expect(bank.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  // The frame has the size the shop gives it, whatever the window's.
  await page.screenshot({
    path: testInfo.outputPath('challenge-390x400.png'),
    fullPage: true,
    animations: 'disabled',
  });
});

test('the hosted payment page', async ({ page, request, hostUrl, sandboxUrl }, testInfo) => {
  const hpp = await createPaymentPage(request, sandboxUrl);
  await page.goto(`${hostUrl}/hpp.html?sandbox=${encodeURIComponent(sandboxUrl)}`);
  void page
    .evaluate(
      (url) =>
        (window as unknown as { hppHost: { start(u: string): Promise<unknown> } }).hppHost.start(
          url,
        ),
      hpp.url,
    )
    .catch(() => null);
  const form = page.frameLocator('#custom-html iframe');
  // Typed until they show: the library moves the focus into the frame when it loads, and text
  // typed meanwhile goes nowhere (all three fields stayed empty once).
  await fillInFrame(form.getByLabel('Name on card'), 'Ada Lovelace');
  await fillInFrame(form.getByLabel('Card number'), scenarioCard('challenge'));
  await fillInFrame(form.getByLabel('Expiry date'), '12/35');
  await expect(form.getByText('VISA')).toBeVisible();
  await atEachWidth(page, testInfo, 'hpp-in-merchant-page');

  await page.goto(hpp.url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Field cannot be empty').first()).toBeVisible();
  await atEachWidth(page, testInfo, 'hpp-errors');
});

test('the test scenarios page', async ({ page, sandboxUrl }, testInfo) => {
  await page.goto(`${sandboxUrl}/docs/test-scenarios`);
  await expect(page.getByRole('heading', { name: 'Test scenarios', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /4000000000001091/ })).toBeVisible();
  await atEachWidth(page, testInfo, 'test-scenarios');
});

test('the index page at the sandbox origin: what it is and where to go', async ({
  page,
  sandboxUrl,
  baseURL,
}, testInfo) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${sandboxUrl}/`);
  await expect(page.getByRole('heading', { name: 'Payments sandbox', level: 1 })).toBeVisible();
  // Its stylesheet applies under its CSP (allowed by hash), and nothing was refused.
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(27, 31, 59)');
  expect(refused).toEqual([]);
  await expect(page.getByText(/Version \d+\.\d+\.\d+\. A stateful simulator/)).toBeVisible();
  await atEachWidth(page, testInfo, 'index');
  // The demo site it serves, then each of its pages answers.
  await expect(page.getByRole('link', { name: /^The demo site/ })).toHaveAttribute(
    'href',
    baseURL ?? '',
  );
  for (const [name, heading] of [
    ['Test scenarios', 'Test scenarios'],
    ['Cookie policy', 'Cookie policy'],
    ['Get in touch', 'Get in touch'],
  ]) {
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.goBack();
  }
  await page.getByRole('link', { name: /^Health/ }).click();
  await expect(page.locator('body')).toContainText('"service":"sandbox"');
});

test('the docs pages and the JSON answers cannot be framed by another site', async ({
  page,
  hostUrl,
  sandboxUrl,
}) => {
  await page.goto(`${hostUrl}/forge.html`);
  for (const path of ['/', '/docs/test-scenarios', '/docs/contact', '/nope']) {
    const name = `framed-${path.replace(/\W/g, '')}`;
    const navigated = page.waitForEvent('framenavigated', (frame) => frame.name() === name);
    await page.evaluate(
      ([src, frameName]) => {
        const frame = document.createElement('iframe');
        frame.name = frameName;
        frame.title = frameName;
        frame.src = src;
        document.body.appendChild(frame);
      },
      [`${sandboxUrl}${path}`, name] as const,
    );
    expect((await navigated).url(), path).toBe('chrome-error://chromewebdata/');
  }
});
