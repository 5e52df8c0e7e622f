// The sandbox's local-method pages (issue 45) in Debian Chromium, as a shopper meets them: the
// bank page framed by a merchant page on another origin and back to the shop's result page
// inside the frame; BLIK's code page, SEPA's mandate and the Pix app page at the top level. For
// each, a screenshot and an axe check with no serious findings at 1440 px and 390 px.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { at, sandboxCredentials, uniqueReference } from '../sandbox-api';

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function atEachWidth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const { name: width, ...size } of widths) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
    expect(await seriousViolations(page, { rules: 'all' }), `${name}, ${width}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const auth = `Basic ${Buffer.from(
  `${sandboxCredentials.username}:${sandboxCredentials.password}`,
).toString('base64')}`;

/** `POST /apmPayments` as the demo server would send it. */
async function createApm(
  request: APIRequestContext,
  sandboxUrl: string,
  instruction: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const res = await request.post(`${sandboxUrl}/apmPayments`, {
    headers: {
      authorization: auth,
      'content-type': 'application/json',
      'wp-api-version': '2024-07-01',
    },
    data: JSON.stringify({
      transactionReference: uniqueReference('e2e-apm'),
      merchant: { entity: 'default' },
      instruction: { narrative: { line1: 'Sunbaked' }, ...instruction },
    }),
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

const resultUrls = (hostUrl: string, ...kinds: string[]) =>
  Object.fromEntries(kinds.map((kind) => [kind, `${hostUrl}/apm.html?result=${kind}`]));

test('iDEAL in the merchant frame: bank list, approve, back to the shop inside the frame', async ({
  page,
  request,
  sandboxUrl,
  hostUrl,
}, testInfo) => {
  const payment = await createApm(request, sandboxUrl, {
    method: 'ideal',
    value: { amount: 4999, currency: 'EUR' },
    paymentInstrument: { type: 'direct' },
    resultUrls: resultUrls(hostUrl, 'success', 'failure', 'cancel'),
  });
  await page.goto(`${hostUrl}/apm.html?src=${encodeURIComponent(at(payment, 'redirect'))}`);
  const frame = page.frameLocator('iframe[title="Payment at the provider"]');
  await expect(frame.getByRole('heading', { name: 'Choose your bank' })).toBeVisible();
  await frame.getByRole('radio', { name: 'Rabobank' }).check();
  await atEachWidth(page, testInfo, 'ideal-bank-page');
  await frame.getByRole('button', { name: 'Approve payment' }).click();
  await expect(frame.getByRole('status')).toHaveText('Back at the shop: success');
});

test('Bancontact declined: back to the pending address with the error', async ({
  page,
  request,
  sandboxUrl,
  hostUrl,
}) => {
  const payment = await createApm(request, sandboxUrl, {
    method: 'bancontact',
    value: { amount: 1250, currency: 'EUR' },
    paymentInstrument: { type: 'direct', country: 'BE' },
    resultUrls: resultUrls(hostUrl, 'success', 'pending', 'cancel'),
    customer: { email: 'shopper@example.com' },
  });
  await page.goto(at(payment, 'redirect'));
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('status')).toHaveText('Back at the shop: pending (error refused)');
});

test('BLIK: the code page, a code, and back to the shop', async ({
  page,
  request,
  sandboxUrl,
  hostUrl,
}, testInfo) => {
  const payment = await createApm(request, sandboxUrl, {
    method: 'blik',
    termsAccepted: true,
    value: { amount: 3500, currency: 'PLN' },
    paymentInstrument: { type: 'direct', country: 'PL' },
    resultUrls: resultUrls(hostUrl, 'success', 'pending', 'cancel'),
    customer: { email: 'shopper@example.com' },
  });
  await page.goto(at(payment, 'redirect'));
  await page.getByLabel('BLIK code').fill('12');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the six digits of your BLIK code.');
  await atEachWidth(page, testInfo, 'blik-code-page');
  await page.getByLabel('BLIK code').fill('777123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status')).toHaveText('Back at the shop: success');
});

test('SEPA Direct Debit: the mandate page', async ({ page, request, sandboxUrl }, testInfo) => {
  const payment = await createApm(request, sandboxUrl, {
    method: 'sepa',
    value: { amount: 2500, currency: 'EUR' },
    paymentInstrument: {
      type: 'direct',
      iban: 'DE89370400440532013000',
      accountHolderName: 'Sherlock Holmes',
      billingAddress: {
        address1: '221B Baker Street',
        postalCode: 'NW1 6XE',
        city: 'London',
        state: 'Greater London',
        countryCode: 'GB',
      },
    },
    customerAgreement: { type: 'oneTime', mandate: { type: 'oneTime', mandateId: 'M-E2E-1' } },
    customer: { email: 'shopper@example.com' },
  });
  await page.goto(at(payment, 'redirect'));
  await expect(page.getByText(/ending\s+3000/)).toBeVisible();
  await atEachWidth(page, testInfo, 'sepa-mandate-page');
  await page.getByRole('button', { name: 'Accept and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment pending' })).toBeVisible();
});

test('Pix: the QR code and the simulated app, paid once', async ({
  page,
  request,
  sandboxUrl,
}, testInfo) => {
  const payment = await createApm(request, sandboxUrl, {
    method: 'pix',
    expiryIn: 1200,
    value: { amount: 2500, currency: 'BRL' },
    paymentInstrument: { type: 'direct', country: 'BR' },
  });
  await page.goto(
    `${sandboxUrl}/apm/app?code=${encodeURIComponent(at(payment, 'transactionCode'))}`,
  );
  await expect(page.getByRole('img', { name: 'Pix QR code' })).toBeVisible();
  await expect(page.getByText(/Expires in \d+:\d\d/)).toBeVisible();
  await atEachWidth(page, testInfo, 'pix-app-page');
  await page.getByRole('button', { name: 'Pay in the app' }).click();
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
});
