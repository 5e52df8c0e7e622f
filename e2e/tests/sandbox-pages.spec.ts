// The sandbox's shopper-facing pages, as a customer demo shows them: screenshots at the
// project's width (375 px mobile, 1440 px desktop) and an axe check with no serious findings.
import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from '../axe';
import { cardFields, openCheckout } from '../checkout-host';
import { expect, test } from '../fixtures';
import { fillInFrame } from '../frames';
import { at, createPaymentPage, startThreeDsPayment } from '../sandbox-api';

/** A full-page screenshot in the test's output folder (test-results/<test>-<project>/). */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: testInfo.outputPath(`${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page, { rules: 'all' })).toEqual([]);
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
  await fields.pan.fill('4000000000001091');
  await fields.expiry.fill('01/21');
  await fields.cvv.focus();
  await expect(fields.expiryFrame.getByText('Date must be in the future')).toBeVisible();
  await snapshot(page, testInfo, 'card-fields');
  await expectNoSeriousViolations(page);
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
    '4000000000001091',
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
  await snapshot(page, testInfo, 'challenge-full-page');
  await expectNoSeriousViolations(page);
  await page.getByLabel('One-time passcode').fill('9999');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('That code is not right. 2 attempts left.')).toBeVisible();
  await expectNoSeriousViolations(page);

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
  await snapshot(page, testInfo, 'challenge-390x400');
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
  await fillInFrame(form.getByLabel('Card number'), '4000000000001091');
  await fillInFrame(form.getByLabel('Expiry date'), '12/35');
  await expect(form.getByText('VISA')).toBeVisible();
  await snapshot(page, testInfo, 'hpp-in-merchant-page');
  await expectNoSeriousViolations(page);

  await page.goto(hpp.url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Field cannot be empty').first()).toBeVisible();
  await snapshot(page, testInfo, 'hpp-errors');
  await expectNoSeriousViolations(page);
});

test('the test scenarios page', async ({ page, sandboxUrl }, testInfo) => {
  await page.goto(`${sandboxUrl}/docs/test-scenarios`);
  await expect(page.getByRole('heading', { name: 'Test scenarios', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /4000000000001091/ })).toBeVisible();
  await snapshot(page, testInfo, 'test-scenarios');
  await expectNoSeriousViolations(page);
});

test('the index page at the sandbox origin: what it is and where to go', async ({
  page,
  sandboxUrl,
  baseURL,
}, testInfo) => {
  await page.goto(`${sandboxUrl}/`);
  await expect(page.getByRole('heading', { name: 'Payments sandbox', level: 1 })).toBeVisible();
  await expect(page.getByText(/Version \d+\.\d+\.\d+\. A stateful simulator/)).toBeVisible();
  await snapshot(page, testInfo, 'index');
  await expectNoSeriousViolations(page);
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
