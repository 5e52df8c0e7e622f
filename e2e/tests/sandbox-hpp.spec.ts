// The hosted payment page and WPCL.Library in a real browser, on a merchant page served from
// another origin (provider-api.md §12): every order.status reaches resultCallback, 3DS runs
// inside the page, the theme applies, and the frame and message rules hold.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { clickUntil, clickUntilGone, fillInFrame } from '../frames';
import { holdRequests } from '../helpers';
import { callSandbox, createPaymentPage } from '../sandbox-api';
import { genericTestCards, scenarioCard } from '@sjd/sandbox/scenarios';
import { spaced } from '../card-numbers';

interface HppHostWindow {
  hppHost: {
    start(url: string, options?: Record<string, unknown>): Promise<unknown>;
    results: unknown[];
    flows: string[];
  };
}

async function openLibrary(page: Page, origin: string, sandboxUrl: string) {
  await page.goto(`${origin}/hpp.html?sandbox=${encodeURIComponent(sandboxUrl)}`);
}

/** Starts the library; the returned promise settles with what resultCallback got. */
function start(page: Page, url: string, options: Record<string, unknown> = {}) {
  return page.evaluate(([u, o]) => (window as unknown as HppHostWindow).hppHost.start(u, o), [
    url,
    options,
  ] as const);
}

const results = (page: Page) =>
  page.evaluate(() => (window as unknown as HppHostWindow).hppHost.results);

async function payWith(page: Page, card: { name: string; number: string; cvc?: string }) {
  const form = page.frameLocator('#custom-html iframe');
  await fillInFrame(form.getByLabel('Name on card'), card.name);
  await fillInFrame(form.getByLabel('Card number'), card.number);
  await fillInFrame(form.getByLabel('Expiry date'), '12/35');
  await fillInFrame(form.getByLabel('Security code'), card.cvc ?? '123');
  await clickUntilGone(form.getByRole('button', { name: /^Pay / }));
  return form;
}

test('a challenge card: the bank page inside the hosted page, then success and a queryable payment', async ({
  page,
  request,
  hostUrl,
  sandboxUrl,
}) => {
  const hpp = await createPaymentPage(request, sandboxUrl);
  await openLibrary(page, hostUrl, sandboxUrl);
  const result = start(page, hpp.url);
  const form = await payWith(page, { name: 'Ada Lovelace', number: scenarioCard('challenge') });
  const bank = form.frameLocator('iframe.challenge-frame');
  await expect(bank.getByText('Museum of Art')).toBeVisible();
  // The page moved the focus into the bank's frame, which put it in the passcode field.
  await expect(bank.getByLabel('One-time passcode')).toBeFocused();
  await bank.getByLabel('One-time passcode').fill('1234');
  await clickUntilGone(bank.getByRole('button', { name: 'Confirm' }));
  expect(await result).toEqual({
    order: { status: 'success', transactionReference: hpp.transactionReference },
  });
  expect(await page.evaluate(() => (window as unknown as HppHostWindow).hppHost.flows)).toEqual([
    'card-details',
    'processing',
    'authentication',
    'processing',
    'result',
  ]);
  const query = await callSandbox(request, hpp.query, 'paymentQueries');
  expect(query.json).toMatchObject({
    _embedded: {
      payments: [{ transactionReference: hpp.transactionReference, value: { amount: 1600 } }],
    },
  });
});

// Protocol checks, not layout.
test.describe('hosted payment page protocol', () => {
  const statuses = [
    {
      status: 'success',
      name: 'Ada Lovelace',
      number: scenarioCard('frictionless'),
      title: 'Payment successful',
    },
    {
      status: 'pending',
      name: 'PENDING',
      number: scenarioCard('frictionless'),
      title: 'Payment pending',
    },
    {
      status: 'failure',
      name: 'REFUSED51',
      number: scenarioCard('frictionless'),
      title: 'Payment declined',
    },
    {
      status: 'failure',
      name: 'Ada Lovelace',
      number: scenarioCard('frictionlessFailed'),
      title: 'Payment declined',
    },
    { status: 'error', name: 'ERROR', number: genericTestCards.visa, title: 'Payment failed' },
    {
      status: 'exception',
      name: 'EXCEPTION',
      number: genericTestCards.visa,
      title: 'We could not confirm your payment',
    },
  ] as const;

  for (const { status, name, number, title } of statuses) {
    test(`${name} with ${number}: resultCallback gets ${status}`, async ({
      page,
      request,
      hostUrl,
      sandboxUrl,
    }) => {
      const hpp = await createPaymentPage(request, sandboxUrl);
      await openLibrary(page, hostUrl, sandboxUrl);
      const result = start(page, hpp.url);
      const form = await payWith(page, { name, number });
      expect(await result).toEqual({
        order: { status, transactionReference: hpp.transactionReference },
      });
      await expect(form.getByRole('heading', { name: title })).toBeVisible();
    });
  }

  test('a failed challenge: failure', async ({ page, request, hostUrl, sandboxUrl }) => {
    const hpp = await createPaymentPage(request, sandboxUrl);
    await openLibrary(page, hostUrl, sandboxUrl);
    const result = start(page, hpp.url);
    const form = await payWith(page, { name: 'Ada Lovelace', number: scenarioCard('challenge') });
    await clickUntilGone(
      form.frameLocator('iframe.challenge-frame').getByRole('button', { name: 'Cancel' }),
    );
    expect(await result).toMatchObject({ order: { status: 'failure' } });
  });

  test('the same page paid again in another tab: the first tab steps aside, the second pays', async ({
    page,
    request,
    hostUrl,
    sandboxUrl,
  }) => {
    const hpp = await createPaymentPage(request, sandboxUrl);
    const card = { name: 'Ada Lovelace', number: scenarioCard('challenge') };
    await openLibrary(page, hostUrl, sandboxUrl);
    void start(page, hpp.url).catch(() => null);
    const firstBank = (await payWith(page, card)).frameLocator('iframe.challenge-frame');
    await expect(firstBank.getByLabel('One-time passcode')).toBeVisible();

    const second = await page.context().newPage();
    await openLibrary(second, hostUrl, sandboxUrl);
    const secondResult = start(second, hpp.url);
    const secondBank = (await payWith(second, card)).frameLocator('iframe.challenge-frame');
    await expect(secondBank.getByLabel('One-time passcode')).toBeVisible();

    // The first tab's challenge answers for an attempt the page has replaced.
    await firstBank.getByLabel('One-time passcode').fill('1234');
    await clickUntilGone(firstBank.getByRole('button', { name: 'Confirm' }));
    await expect(
      page
        .frameLocator('#custom-html iframe')
        .getByRole('heading', { name: 'Payment continued elsewhere' }),
    ).toBeVisible();
    expect(await results(page)).toEqual([]);

    await secondBank.getByLabel('One-time passcode').fill('1234');
    await clickUntilGone(secondBank.getByRole('button', { name: 'Confirm' }));
    expect(await secondResult).toEqual({
      order: { status: 'success', transactionReference: hpp.transactionReference },
    });
    await second.close();
  });

  test('Cancel payment: cancelled_by_shopper', async ({ page, request, hostUrl, sandboxUrl }) => {
    const hpp = await createPaymentPage(request, sandboxUrl);
    await openLibrary(page, hostUrl, sandboxUrl);
    const result = start(page, hpp.url);
    await clickUntilGone(
      page.frameLocator('#custom-html iframe').getByRole('button', { name: 'Cancel payment' }),
    );
    expect(await result).toMatchObject({ order: { status: 'cancelled_by_shopper' } });
  });

  test('the session ends at its expiry: session_expired', async ({
    page,
    request,
    hostUrl,
    sandboxUrl,
  }) => {
    const hpp = await createPaymentPage(request, sandboxUrl, { expiry: 60 });
    await page.clock.install();
    await openLibrary(page, hostUrl, sandboxUrl);
    const result = start(page, hpp.url);
    const form = page.frameLocator('#custom-html iframe');
    await expect(form.getByLabel('Card number')).toBeVisible();
    await page.clock.fastForward('01:01');
    expect(await result).toMatchObject({ order: { status: 'session_expired' } });
    await expect(form.getByRole('heading', { name: 'Session expired' })).toBeVisible();
  });

  test('the card form checks the spec rules before paying', async ({
    page,
    request,
    hostUrl,
    sandboxUrl,
  }) => {
    const hpp = await createPaymentPage(request, sandboxUrl);
    await openLibrary(page, hostUrl, sandboxUrl);
    void start(page, hpp.url).catch(() => null);
    const form = page.frameLocator('#custom-html iframe');
    await fillInFrame(form.getByLabel('Card number'), '4000000000001092');
    await fillInFrame(form.getByLabel('Expiry date'), '01/20');
    await clickUntil(form.getByRole('button', { name: /^Pay / }), () =>
      expect(form.getByText('Field cannot be empty')).toHaveCount(2, { timeout: 3_000 }),
    );
    await expect(form.getByText('Invalid card number')).toBeVisible();
    await expect(form.getByText('Date must be in the future')).toBeVisible();
    await expect(form.getByLabel('Name on card')).toBeFocused();
    expect(await results(page)).toEqual([]);
  });

  test("what a shopper typed before the page's script ran is formatted and its brand shown", async ({
    page,
    request,
    hostUrl,
    sandboxUrl,
  }) => {
    const hpp = await createPaymentPage(request, sandboxUrl);
    // The page's script is held back until the number has been typed (a slow connection).
    const release = await holdRequests(page, '**/static/js/hpp-page.js');
    await openLibrary(page, hostUrl, sandboxUrl);
    void start(page, hpp.url).catch(() => null);
    const number = page.frameLocator('#custom-html iframe').getByLabel('Card number');
    await number.fill(scenarioCard('challenge'));
    await expect(number).toHaveValue(scenarioCard('challenge'));
    release();
    await expect(number).toHaveValue(spaced(scenarioCard('challenge')));
    await expect(page.frameLocator('#custom-html iframe').getByText('VISA')).toBeVisible();
  });

  test('the customisation themes the page; values that could escape are dropped', async ({
    page,
    request,
    hostUrl,
    sandboxUrl,
  }) => {
    const hpp = await createPaymentPage(request, sandboxUrl);
    await openLibrary(page, hostUrl, sandboxUrl);
    const started = start(page, hpp.url, {
      customisation: {
        page: { backgroundColor: 'rgb(236, 232, 225)', fontFamily: 'Georgia, serif' },
        header: { backgroundColor: 'rgb(80, 20, 40)', textShadow: '0 1px 2px rgb(0, 0, 0)' },
        panel: { borderRadius: '20px', boxShadow: '0 10px 30px rgba(0, 0, 0, 0.2)' },
        inputs: { border: '2px solid rgb(80, 20, 40)' },
        button: {
          gradient: 'linear-gradient(90deg, rgb(200, 16, 46), rgb(120, 0, 30))',
          borderRadius: '24px',
          fontWeight: 800,
          color: 'red; background: url(https://evil.test/x)',
        },
        scripts: { backgroundColor: 'red' },
      },
    });
    void started.catch(() => null);
    const form = page.frameLocator('#custom-html iframe');
    const pay = form.getByRole('button', { name: /^Pay / });
    await expect(pay).toBeVisible();
    expect(
      await pay.evaluate((button) => {
        const s = getComputedStyle(button);
        return {
          image: s.backgroundImage,
          radius: s.borderRadius,
          weight: s.fontWeight,
          color: s.color,
          font: s.fontFamily,
        };
      }),
    ).toEqual({
      image: 'linear-gradient(90deg, rgb(200, 16, 46), rgb(120, 0, 30))',
      radius: '24px',
      weight: '800',
      color: 'rgb(255, 255, 255)',
      font: 'Georgia, serif',
    });
    expect(await form.locator('header').evaluate((h) => getComputedStyle(h).backgroundColor)).toBe(
      'rgb(80, 20, 40)',
    );
    expect(
      await form.getByLabel('Card number').evaluate((i) => getComputedStyle(i).borderTopWidth),
    ).toBe('2px');
  });

  test('a message from a foreign origin does not reach resultCallback', async ({
    page,
    request,
    hostUrl,
    foreignUrl,
    sandboxUrl,
  }) => {
    const hpp = await createPaymentPage(request, sandboxUrl);
    await openLibrary(page, hostUrl, sandboxUrl);
    const result = start(page, hpp.url);
    const form = page.frameLocator('#custom-html iframe');
    await expect(form.getByLabel('Card number')).toBeVisible();
    const forged = [
      { to: 'parent', data: { source: 'sjd-hpp', type: 'result', order: { status: 'success' } } },
    ];
    const done = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.addEventListener('message', (e) => e.data?.forgeDone && resolve(e.data)),
        ),
    );
    await page.evaluate(
      ([url, messages]) => {
        const frame = document.createElement('iframe');
        frame.title = 'Another site';
        frame.src = `${url}/forge.html?messages=${encodeURIComponent(messages)}`;
        document.body.appendChild(frame);
      },
      [foreignUrl, JSON.stringify(forged)] as const,
    );
    expect(await done).toEqual({ forgeDone: 1 });
    expect(await results(page)).toEqual([]);
    await clickUntilGone(form.getByRole('button', { name: 'Cancel payment' }));
    expect(await result).toMatchObject({ order: { status: 'cancelled_by_shopper' } });
    expect(await results(page)).toHaveLength(1);
  });

  test('a page on an origin the sandbox does not allow cannot frame the hosted page', async ({
    page,
    request,
    foreignUrl,
    sandboxUrl,
  }) => {
    const hpp = await createPaymentPage(request, sandboxUrl);
    await openLibrary(page, foreignUrl, sandboxUrl);
    const navigated = page.waitForEvent(
      'framenavigated',
      (frame) => frame.name() === 'wp-hpp-frame',
    );
    void start(page, hpp.url).catch(() => null);
    expect((await navigated).url()).toBe('chrome-error://chromewebdata/');
    expect(await results(page)).toEqual([]);
  });

  test('setup refuses a URL that is not a hosted page of this provider', async ({
    page,
    hostUrl,
    sandboxUrl,
  }) => {
    await openLibrary(page, hostUrl, sandboxUrl);
    expect(
      await start(page, 'https://payments.evil.test/app/hpp/integration/transaction/x'),
    ).toEqual({
      error:
        'WPCL.Library: the "url" must be a hosted payment page of the provider that served this library.',
    });
  });
});
