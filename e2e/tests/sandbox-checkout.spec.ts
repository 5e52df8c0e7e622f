// The Checkout SDK in a real browser, on a merchant page served from another origin than the
// sandbox (provider-api.md §11): labelled inputs inside sandbox frames, state classes and wp:*
// events on the merchant's page, session hrefs the REST API accepts, and the frame rules.
import { readFileSync } from 'node:fs';
import {
  cardFields,
  checkoutEvents,
  clearForm,
  generateSessions,
  generateSessionState,
  openCheckout,
  removeCheckout,
} from '../checkout-host';
import { expect, test } from '../fixtures';
import { at, callSandbox, uniqueReference } from '../sandbox-api';
import { genericTestCards, scenarioCard } from '@sjd/sandbox/scenarios';
import { spaced } from '../card-numbers';

test('fields format, validate and report their state with classes and events', async ({
  page,
  hostUrl,
  sandboxUrl,
}) => {
  expect(await openCheckout(page, hostUrl, sandboxUrl)).toBeNull();
  const fields = cardFields(page);
  const panContainer = page.locator('#card-pan');
  await expect(panContainer).toHaveClass(/is-empty/);

  await fields.pan.fill('4000000000001092');
  await expect(fields.pan).toHaveValue('4000 0000 0000 1092');
  await fields.pan.blur();
  await expect(fields.panFrame.getByText('Invalid card number')).toBeVisible();
  await expect(panContainer).toHaveClass(/is-invalid/);
  await expect(page.locator('#card-form')).toHaveClass(/\bvisa\b/);

  await fields.pan.fill(scenarioCard('challenge', 'amex'));
  await expect(fields.pan).toHaveValue(spaced(scenarioCard('challenge', 'amex')));
  await expect(page.locator('#card-form')).toHaveClass(/\bamex\b/);
  await expect(page.locator('#card-form')).not.toHaveClass(/\bvisa\b/);
  await expect(panContainer).toHaveClass(/is-valid/);
  await expect(fields.panFrame.getByText('Invalid card number')).toBeHidden();

  await fields.expiry.pressSequentially('4');
  await expect(fields.expiry).toHaveValue('04/');
  await fields.expiry.pressSequentially('35');
  await expect(page.locator('#card-expiry')).toHaveClass(/is-valid/);

  // Amex needs four digits: three are not enough.
  await fields.cvv.fill('123');
  await fields.cvv.blur();
  await expect(fields.cvvFrame.getByText('Invalid CVC')).toBeVisible();
  await fields.cvv.fill('1234');
  await expect(page.locator('#card-cvv')).toHaveClass(/is-valid/);
  await fields.cvv.focus();
  await expect(page.locator('#card-cvv')).toHaveClass(/is-onfocus/);

  const events = await checkoutEvents(page);
  expect(events[0]).toEqual({ type: 'wp:form:ready', detail: { 'is-ready': true } });
  expect(events).toContainEqual({ type: 'wp:card:change', detail: { type: 'visa' } });
  expect(events).toContainEqual({ type: 'wp:card-brands:change', detail: { brands: ['amex'] } });
  expect(events).toContainEqual({
    type: 'wp:field:change',
    detail: { field: { name: 'pan', isContainer: true }, 'is-valid': true },
  });
  expect(events.at(-1)).toEqual({ type: 'wp:form:change', detail: { 'is-valid': true } });
});

// Protocol checks, not layout.
test.describe('checkout protocol', () => {
  test('an expired or badly formatted expiry date gets the spec messages', async ({
    page,
    hostUrl,
    sandboxUrl,
  }) => {
    await openCheckout(page, hostUrl, sandboxUrl);
    const { expiry, expiryFrame } = cardFields(page);
    await expiry.fill('01/20');
    await expect(expiryFrame.getByText('Date must be in the future')).toBeVisible();
    await expiry.fill('13/30');
    await expect(expiryFrame.getByText('Please enter a valid date')).toBeVisible();
    await expiry.fill('');
    await expiry.blur();
    await expect(expiryFrame.getByText('Field cannot be empty')).toBeVisible();
  });

  test('a card session from generateSessionState creates a verified token', async ({
    page,
    request,
    hostUrl,
    sandboxUrl,
  }) => {
    await openCheckout(page, hostUrl, sandboxUrl);
    const fields = cardFields(page);
    await fields.pan.fill(genericTestCards.visa);
    await fields.expiry.fill('12/35');
    await fields.cvv.fill('123');
    await expect(page.locator('#card-cvv')).toHaveClass(/is-valid/);
    const { error, result } = await generateSessionState(page);
    expect(error).toBeNull();
    expect(result).toMatch(new RegExp(`^${sandboxUrl}/sessions/[A-Za-z0-9_-]+$`));

    const token = await callSandbox(
      request,
      `${sandboxUrl}/verifiedTokens/cardOnFile`,
      'verifiedTokens',
      {
        description: 'Checkout SDK card',
        paymentInstrument: {
          type: 'card/checkout',
          sessionHref: result,
          cardHolderName: 'Ada Lovelace',
        },
        merchant: { entity: 'default' },
        verificationCurrency: 'GBP',
        namespace: uniqueReference('e2e-ns'),
      },
    );
    expect(token.status).toBe(201);
    expect(at(token.json, '_embedded.verification.outcome')).toBe('verified');
  });

  test('generateSessions gives card + cvv hrefs that pay through Card Payments', async ({
    page,
    request,
    hostUrl,
    sandboxUrl,
  }) => {
    await openCheckout(page, hostUrl, sandboxUrl);
    const fields = cardFields(page);
    await fields.pan.fill(genericTestCards.mastercard);
    await fields.expiry.fill('12/35');
    await fields.cvv.fill('555');
    await expect(page.locator('#card-cvv')).toHaveClass(/is-valid/);
    const { error, result } = await generateSessions(page);
    expect(error).toBeNull();
    expect(Object.keys(result ?? {}).sort()).toEqual(['card', 'cvv']);
    const payment = await callSandbox(
      request,
      `${sandboxUrl}/cardPayments/customerInitiatedTransactions`,
      'cardPayments',
      {
        transactionReference: uniqueReference('e2e-cit'),
        merchant: { entity: 'default' },
        channel: 'ecom',
        instruction: {
          requestAutoSettlement: { enabled: false },
          narrative: { line1: 'Smart Journey Demo' },
          value: { currency: 'GBP', amount: 100 },
          paymentInstrument: {
            type: 'card/checkout',
            tokenHref: result?.card,
            cvcHref: result?.cvv,
          },
        },
      },
    );
    expect(payment.status).toBe(201);
    expect(payment.json.outcome).toBe('authorized');
  });

  test('CVC-only mode: generateSessions gives a cvv session only', async ({
    page,
    hostUrl,
    sandboxUrl,
  }) => {
    await openCheckout(page, hostUrl, sandboxUrl, {
      config: { fields: { cvv: { selector: '#card-cvv' } } },
    });
    await expect(page.locator('#card-pan iframe')).toHaveCount(0);
    await cardFields(page).cvv.fill('1234');
    await expect(page.locator('#card-cvv')).toHaveClass(/is-valid/);
    const { error, result } = await generateSessions(page);
    expect(error).toBeNull();
    expect(result).toEqual({ cvv: expect.stringMatching(new RegExp(`^${sandboxUrl}/sessions/`)) });
    expect((await generateSessionState(page)).error).toMatch(/card number/);
  });

  test('the v1 script makes verifiedTokens sessions', async ({ page, hostUrl, sandboxUrl }) => {
    await openCheckout(page, hostUrl, sandboxUrl, { script: '/access-checkout/v1/checkout.js' });
    const fields = cardFields(page);
    await fields.pan.fill(genericTestCards.visa);
    await fields.expiry.fill('12/35');
    await fields.cvv.fill('123');
    await expect(page.locator('#card-cvv')).toHaveClass(/is-valid/);
    expect((await generateSessionState(page)).result).toMatch(
      new RegExp(`^${sandboxUrl}/verifiedTokens/sessions/`),
    );
  });

  test('an invalid form gets no session', async ({ page, hostUrl, sandboxUrl }) => {
    await openCheckout(page, hostUrl, sandboxUrl);
    await cardFields(page).pan.fill(genericTestCards.visa);
    expect(await generateSessionState(page)).toEqual({
      error: 'The card details are not valid.',
      result: null,
    });
  });

  test('only the allowed styles reach the inputs', async ({ page, hostUrl, sandboxUrl }) => {
    await openCheckout(page, hostUrl, sandboxUrl, {
      config: {
        styles: {
          input: {
            color: 'rgb(1, 2, 3)',
            'font-size': '20px',
            background: 'red',
            'letter-spacing': '2px',
          },
          'input#pan': { 'font-weight': 700, color: 'rgb(9, 9, 9); background: red' },
          'input.is-invalid': { color: 'rgb(200, 0, 0)' },
          'body input': { color: 'rgb(0, 255, 0)' },
        },
      },
    });
    const { pan, cvv } = cardFields(page);
    const style = (field: typeof pan) =>
      field.evaluate((input) => {
        const s = getComputedStyle(input);
        return {
          color: s.color,
          fontSize: s.fontSize,
          fontWeight: s.fontWeight,
          background: s.backgroundColor,
          letterSpacing: s.letterSpacing,
        };
      });
    expect(await style(pan)).toEqual({
      color: 'rgb(1, 2, 3)',
      fontSize: '20px',
      fontWeight: '700',
      background: 'rgb(255, 255, 255)',
      letterSpacing: '2px',
    });
    expect((await style(cvv)).fontWeight).toBe('400');
    await cvv.fill('1');
    await cvv.blur();
    expect((await style(cvv)).color).toBe('rgb(200, 0, 0)');
  });

  test('acceptedCardBrands refuses other brands', async ({ page, hostUrl, sandboxUrl }) => {
    await openCheckout(page, hostUrl, sandboxUrl, { config: { acceptedCardBrands: ['visa'] } });
    const { pan, panFrame } = cardFields(page);
    await pan.fill(genericTestCards.mastercard);
    await expect(panFrame.getByText('Invalid card number')).toBeVisible();
    await pan.fill(genericTestCards.visa);
    await expect(page.locator('#card-pan')).toHaveClass(/is-valid/);
  });

  test('clearForm empties every field and remove() takes the frames away', async ({
    page,
    hostUrl,
    sandboxUrl,
  }) => {
    await openCheckout(page, hostUrl, sandboxUrl);
    const fields = cardFields(page);
    await fields.pan.fill(genericTestCards.visa);
    await fields.expiry.fill('12/35');
    await expect(page.locator('#card-expiry')).toHaveClass(/is-valid/);
    await clearForm(page);
    await expect(fields.pan).toHaveValue('');
    await expect(fields.expiry).toHaveValue('');
    await expect(page.locator('#card-pan')).toHaveClass(/is-empty/);
    await expect(page.locator('#card-form')).not.toHaveClass(/\bvisa\b/);
    await removeCheckout(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('#card-pan')).not.toHaveClass(/is-empty/);
  });

  const badConfigs = [
    {
      name: 'no form',
      config: { form: '#nope' },
      error: /"form" selector "#nope" matches no element/,
    },
    {
      name: 'no fields',
      config: { fields: {} },
      error: /"fields" must have pan, expiry and cvv, or cvv alone/,
    },
    {
      name: 'a field selector that matches nothing',
      config: {
        fields: {
          pan: { selector: '#x' },
          expiry: { selector: '#card-expiry' },
          cvv: { selector: '#card-cvv' },
        },
      },
      error: /"fields.pan" selector "#x" matches no element/,
    },
    {
      name: 'an unknown brand',
      config: { acceptedCardBrands: ['visa', 'unionpay'] },
      error: /unknown brand: unionpay/,
    },
    {
      name: 'an unknown checkout id',
      config: { id: 'not-a-checkout-id' },
      error: /Unknown checkout id/,
    },
  ];

  for (const { name, config, error } of badConfigs) {
    test(`init reports ${name} through the callback`, async ({ page, hostUrl, sandboxUrl }) => {
      expect(await openCheckout(page, hostUrl, sandboxUrl, { config })).toMatch(error);
      await expect(page.locator('iframe')).toHaveCount(0);
    });
  }

  test('messages from a foreign origin are ignored, both ways', async ({
    page,
    hostUrl,
    foreignUrl,
    sandboxUrl,
  }) => {
    await openCheckout(page, hostUrl, sandboxUrl);
    const { pan } = cardFields(page);
    await pan.fill(genericTestCards.visa);
    await expect(page.locator('#card-pan')).toHaveClass(/is-valid/);
    const src = (await page.locator('#card-pan iframe').getAttribute('src')) ?? '';
    const instance = JSON.parse(new URL(src).searchParams.get('config') ?? '{}').instance;
    const before = (await checkoutEvents(page)).length;
    const forged = [
      // To the merchant page, as if from the sandbox's frames.
      {
        to: 'parent',
        data: {
          source: 'sjd-checkout',
          instance,
          type: 'field-state',
          field: 'expiry',
          isValid: true,
          isEmpty: false,
          isFocused: false,
          showsError: false,
        },
      },
      { to: 'parent', data: { source: 'sjd-checkout', instance, type: 'brand', brand: 'jcb' } },
      // To the card number frame, as if from the merchant page.
      {
        to: `sjd-checkout-pan-${instance}`,
        data: { source: 'sjd-checkout', instance, type: 'clear', requestId: 'forged' },
      },
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
        document.getElementById('extra')?.appendChild(frame);
      },
      [foreignUrl, JSON.stringify(forged)] as const,
    );
    expect(await done).toEqual({ forgeDone: 3 });
    await expect(pan).toHaveValue(spaced(genericTestCards.visa));
    expect((await checkoutEvents(page)).length).toBe(before);
    await expect(page.locator('#card-form')).not.toHaveClass(/\bjcb\b/);
    await expect(page.locator('#card-expiry')).not.toHaveClass(/is-valid/);
  });

  test('a page on an origin the sandbox does not allow gets an init error', async ({
    page,
    foreignUrl,
    sandboxUrl,
  }) => {
    // The message names the origin and the setting that would allow it.
    expect(await openCheckout(page, foreignUrl, sandboxUrl)).toBe(
      `The checkout frames were refused: this page (${foreignUrl}) may not use this checkout. ` +
        "Add its origin to SANDBOX_APP_ORIGINS (comma-separated; by default the demo's PUBLIC_URL " +
        'under localhost, 127.0.0.1 or [::1]) and restart the demo.',
    );
  });

  test('card numbers and CVCs never reach the server log', async ({
    page,
    hostUrl,
    sandboxUrl,
  }) => {
    await openCheckout(page, hostUrl, sandboxUrl);
    const fields = cardFields(page);
    await fields.pan.fill(genericTestCards.visaDebitLong);
    await fields.expiry.fill('12/35');
    await fields.cvv.fill('987');
    await expect(page.locator('#card-cvv')).toHaveClass(/is-valid/);
    expect((await generateSessions(page)).error).toBeNull();
    const log = readFileSync(process.env.SJD_SERVER_LOG ?? '', 'utf8');
    expect(log).toContain('/sessions/card');
    expect(log).not.toContain(genericTestCards.visaDebitLong);
    // The log is shared by every journey: asset names carry hashes like 'a987B', request and
    // correlation ids are UUIDs ('…-4987-…') and times are numbers (a response in 987 ms), so the
    // CVC is looked for as a value of its own, outside the request URLs, the ids and the numeric
    // fields.
    const values = log
      .replace(/"url":"[^"]*"/g, '')
      .replace(/"(reqId|correlationId)":"[^"]*"/g, '')
      .replace(/":-?\d+(\.\d+)?(?=[,}])/g, '":0');
    expect(values).not.toMatch(/(?<![\w.])987(?![\w.])/);
    expect(log).not.toMatch(/"cvc"|cardNumber/);
  });
});
