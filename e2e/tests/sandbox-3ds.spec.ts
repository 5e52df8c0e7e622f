// The sandbox's 3DS pages in a real browser, framed by a merchant page on another origin
// (provider-api.md §3): the DDC page hands the parent a SessionId the REST API accepts, and the
// challenge page returns to the merchant's ReturnUrl with TransactionId + MD, after which the
// Payments API or the 3DS API reports what the shopper did.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { clickUntilGone } from '../frames';
import { at, callSandbox, startThreeDsPayment } from '../sandbox-api';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const openHost = (page: Page, hostUrl: string, sandboxUrl: string) =>
  page.goto(`${hostUrl}/three-ds.html?sandbox=${encodeURIComponent(sandboxUrl)}`);

interface Received {
  origin: string;
  data: unknown;
}

async function collect(
  page: Page,
  payment: Record<string, unknown>,
  jwt = at(payment, 'deviceDataCollection.jwt'),
) {
  const url = at(payment, 'deviceDataCollection.url');
  return page.evaluate(
    ([u, j, b]) =>
      (
        window as unknown as { threeDsHost: { collect(...a: string[]): Promise<Received> } }
      ).threeDsHost.collect(u, j, b),
    [url, jwt, at(payment, 'deviceDataCollection.bin')] as const,
  );
}

test('device data collection posts a SessionId to the parent that the API accepts', async ({
  page,
  request,
  hostUrl,
  sandboxUrl,
}) => {
  const payment = await startThreeDsPayment(
    request,
    sandboxUrl,
    scenarioCard('challenge'),
    `${hostUrl}/challenge-return`,
  );
  await openHost(page, hostUrl, sandboxUrl);
  const received = await collect(page, payment);
  expect(received.origin).toBe(new URL(sandboxUrl).origin);
  expect(typeof received.data).toBe('string');
  const message = JSON.parse(String(received.data));
  expect(message).toEqual({
    MessageType: 'profile.completed',
    Status: true,
    SessionId: expect.stringMatching(/^0_/),
  });

  const next = await callSandbox(
    request,
    at(payment, '_actions.supply3dsDeviceData.href'),
    'payments',
    {
      collectionReference: message.SessionId,
    },
  );
  expect(next.json.outcome).toBe('3dsChallenged');
});

test('device data collection with a JWT the sandbox did not sign reports Status false', async ({
  page,
  request,
  hostUrl,
  sandboxUrl,
}) => {
  const payment = await startThreeDsPayment(
    request,
    sandboxUrl,
    scenarioCard('frictionless'),
    `${hostUrl}/challenge-return`,
  );
  await openHost(page, hostUrl, sandboxUrl);
  const received = await collect(page, payment, `${at(payment, 'deviceDataCollection.jwt')}x`);
  expect(JSON.parse(String(received.data))).toEqual({
    MessageType: 'profile.completed',
    Status: false,
  });
});

const challengeOutcomes = [
  { answer: 'passcode', card: scenarioCard('challenge'), returns: 'authorized' },
  { answer: 'cancel', card: scenarioCard('challenge'), returns: '3dsAuthenticationFailed' },
  { answer: 'passcode', card: scenarioCard('challengeFailed'), returns: '3dsAuthenticationFailed' },
] as const;

for (const { answer, card, returns } of challengeOutcomes) {
  test(`challenge ${card} answered with ${answer}: back on the merchant's ReturnUrl, then ${returns}`, async ({
    page,
    request,
    hostUrl,
    sandboxUrl,
  }) => {
    const payment = await startThreeDsPayment(
      request,
      sandboxUrl,
      card,
      `${hostUrl}/challenge-return`,
    );
    await openHost(page, hostUrl, sandboxUrl);
    const { data } = await collect(page, payment);
    const challenged = await callSandbox(
      request,
      at(payment, '_actions.supply3dsDeviceData.href'),
      'payments',
      {
        collectionReference: JSON.parse(String(data)).SessionId,
      },
    );
    expect(challenged.json.outcome).toBe('3dsChallenged');

    const returned = page.evaluate(
      ([url, jwt]) =>
        (
          window as unknown as { threeDsHost: { challenge(...a: string[]): Promise<unknown> } }
        ).threeDsHost.challenge(url, jwt, 'order-42 <b>&</b>'),
      [at(challenged.json, 'challenge.url'), at(challenged.json, 'challenge.jwt')] as const,
    );
    const bank = page.frameLocator('iframe[name="challenge"]');
    await expect(bank.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
    await expect(bank.getByText('Visa •••• ' + card.slice(-4))).toBeVisible();
    await expect(bank.getByText('£16.00')).toBeVisible();
    if (answer === 'passcode') {
      await bank.getByLabel('One-time passcode').fill('1234');
      await clickUntilGone(bank.getByRole('button', { name: 'Confirm' }));
    } else {
      await clickUntilGone(bank.getByRole('button', { name: 'Cancel' }));
    }
    expect(await returned).toEqual({
      type: 'challenge-returned',
      TransactionId: at(challenged.json, 'challenge.reference'),
      MD: 'order-42 <b>&</b>',
    });
    const completed = await callSandbox(
      request,
      at(challenged.json, '_actions.complete3dsChallenge.href'),
      'payments',
    );
    expect(completed.json.outcome).toBe(returns);
  });
}

test("the challenge returns to the demo's own /challenge-return.html, which tells the shop page", async ({
  page,
  request,
  baseURL,
  sandboxUrl,
}) => {
  // The shop page runs on the demo's own origin, as the web app does. (A page fulfilled by
  // page.route would count as a public address, and Chromium's local network access checks
  // would refuse its frames to the loopback sandbox.) Any page of the demo will do: the test
  // merchant script is evaluated into it, which the page's CSP does not govern.
  const appOrigin = new URL(baseURL ?? '').origin;
  const script = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'hosted', 'three-ds-host.js'),
    'utf8',
  );
  const payment = await startThreeDsPayment(
    request,
    sandboxUrl,
    scenarioCard('challenge'),
    `${appOrigin}/challenge-return.html`,
  );
  await page.goto(`${appOrigin}/api/health?sandbox=${encodeURIComponent(sandboxUrl)}`);
  await page.evaluate(() => {
    document.body.innerHTML = '<div id="challenge-slot"></div><div id="ddc-slot"></div>';
  });
  await page.evaluate(script);
  const { data } = await collect(page, payment);
  const challenged = await callSandbox(
    request,
    at(payment, '_actions.supply3dsDeviceData.href'),
    'payments',
    {
      collectionReference: JSON.parse(String(data)).SessionId,
    },
  );
  void page
    .evaluate(
      ([url, jwt]) =>
        (
          window as unknown as { threeDsHost: { challenge(...a: string[]): Promise<unknown> } }
        ).threeDsHost.challenge(url, jwt, 'md-1'),
      [at(challenged.json, 'challenge.url'), at(challenged.json, 'challenge.jwt')] as const,
    )
    .catch(() => null);
  const bank = page.frameLocator('iframe[name="challenge"]');
  await bank.getByLabel('One-time passcode').fill('1234');
  await clickUntilGone(bank.getByRole('button', { name: 'Confirm' }));
  await expect(bank.getByRole('heading', { name: 'Authentication complete' })).toBeVisible();
  const messages = () =>
    page.evaluate(
      () => (window as unknown as { threeDsHost: { messages: Received[] } }).threeDsHost.messages,
    );
  await expect.poll(messages).toContainEqual({ origin: appOrigin, data: 'Challenge received' });
  expect(await messages()).toContainEqual({
    origin: appOrigin,
    data: {
      type: 'sjd:challenge-return',
      TransactionId: at(challenged.json, 'challenge.reference'),
      MD: 'md-1',
    },
  });
  const completed = await callSandbox(
    request,
    at(challenged.json, '_actions.complete3dsChallenge.href'),
    'payments',
  );
  expect(completed.json.outcome).toBe('authorized');
});

// Protocol checks, not layout.
test.describe('3DS protocol', () => {
  test('the standalone 3DS verification reports the challenge the shopper passed', async ({
    page,
    request,
    hostUrl,
    sandboxUrl,
  }) => {
    const reference = `e2e-3ds-api-${Date.now()}`;
    const auth = await callSandbox(
      request,
      `${sandboxUrl}/verifications/customers/3ds/authentication`,
      'threeDS',
      {
        transactionReference: reference,
        merchant: { entity: 'default', overrideName: 'Museum of Art' },
        instruction: {
          paymentInstrument: {
            type: 'card/front',
            cardNumber: scenarioCard('challenge', 'mastercard'),
            cardExpiryDate: { month: 12, year: 2035 },
          },
          value: { currency: 'EUR', amount: 2550 },
        },
        deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Playwright' },
        challenge: { returnUrl: `${hostUrl}/challenge-return`, windowSize: '600x400' },
      },
    );
    expect(auth.json.outcome).toBe('challenged');
    await openHost(page, hostUrl, sandboxUrl);
    const returned = page.evaluate(
      ([url, jwt]) =>
        (
          window as unknown as {
            threeDsHost: { challenge(...a: (string | undefined)[]): Promise<unknown> };
          }
        ).threeDsHost.challenge(url, jwt, undefined, '600x400'),
      [at(auth.json, 'challenge.url'), at(auth.json, 'challenge.jwt')] as const,
    );
    const bank = page.frameLocator('iframe[name="challenge"]');
    await expect(bank.getByText('Mastercard ID Check')).toBeVisible();
    await bank.getByLabel('One-time passcode').fill('1234');
    await bank.getByLabel('One-time passcode').press('Enter');
    expect(await returned).toMatchObject({
      TransactionId: at(auth.json, 'challenge.reference'),
      MD: '',
    });
    const verified = await callSandbox(
      request,
      `${sandboxUrl}/verifications/customers/3ds/verification`,
      'threeDS',
      {
        transactionReference: reference,
        merchant: { entity: 'default' },
        challenge: { reference: at(auth.json, 'challenge.reference') },
      },
    );
    expect(verified.json.outcome).toBe('authenticated');
  });

  test('a page on an origin the sandbox does not allow cannot frame the DDC page', async ({
    page,
    request,
    hostUrl,
    foreignUrl,
    sandboxUrl,
  }) => {
    const payment = await startThreeDsPayment(
      request,
      sandboxUrl,
      scenarioCard('frictionless'),
      `${hostUrl}/challenge-return`,
    );
    await page.goto(`${foreignUrl}/three-ds.html?sandbox=${encodeURIComponent(sandboxUrl)}`);
    const navigated = page.waitForEvent(
      'framenavigated',
      (frame) => frame.name().startsWith('ddc-') && frame.url() !== 'about:blank',
    );
    // Never settles: no message comes. The test ends without waiting for it.
    void collect(page, payment).catch(() => null);
    // frame-ancestors: the browser shows its error page instead, and the DDC script never runs.
    expect((await navigated).url()).toBe('chrome-error://chromewebdata/');
    expect(
      await page.evaluate(
        () => (window as unknown as { threeDsHost: { messages: unknown[] } }).threeDsHost.messages,
      ),
    ).toEqual([]);
  });
});
