// Landing → each card → the right shop, theme and a fully reset state (spec §1, §2, §4
// "Choosing a demo card"); page titles; unknown and wrongly cased paths.
import { expect, once, test } from '../fixtures';
import { readStored, sampleCart, seedStorage, shopScreen, stored, visit } from '../helpers';

const cards = [
  {
    group: 'Payments API',
    shop: 'Fashion retailer',
    path: '/modernmart',
    theme: 'modernmart',
    title: 'Modernmart',
    integration: 'Orchestrated',
  },
  {
    group: 'Modular APIs',
    shop: 'Fashion retailer',
    path: '/retail',
    theme: 'retail',
    title: 'Retail',
    integration: 'Modular',
  },
  {
    group: 'Modular APIs',
    shop: 'Sports betting platform',
    path: '/gambling',
    theme: 'gambling',
    title: 'Gambling',
    integration: 'Modular',
  },
  {
    group: 'Modular APIs',
    shop: 'Education subscription service',
    path: '/digital',
    theme: 'digital',
    title: 'Digital',
    integration: 'Modular',
  },
  {
    group: 'Hosted Payment Pages',
    shop: 'Museum ticket portal',
    path: '/museart',
    theme: 'museart',
    title: 'Museart',
    integration: 'HPP',
  },
] as const;

test('the landing page has its hero, the jump list and the three groups of cards', async ({
  page,
}) => {
  await page.goto('/landing');
  await expect(page).toHaveTitle('Smart Journey Demo | Demo Homepage');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Journey Demo' })).toBeVisible();
  const jump = page.getByRole('navigation', { name: 'Jump to section' });
  await expect(jump.getByRole('link')).toHaveText([
    'Payments API',
    'Modular APIs',
    'Hosted Payment Pages',
  ]);
  for (const [group, recommendation, count] of [
    ['Payments API', 'Recommended for all customers', 1],
    ['Modular APIs', 'Recommended for Enterprise customers', 3],
    ['Hosted Payment Pages', 'Recommended for small and medium business customers', 1],
  ] as const) {
    const section = page.getByRole('region', { name: group });
    await expect(section.getByText(recommendation)).toBeVisible();
    await expect(section.getByRole('link')).toHaveCount(count);
  }
  await jump.getByRole('link', { name: 'Modular APIs' }).click();
  await expect(page).toHaveURL(/#modular-apis$/);
  // Anchors land 20 px below the top of the window (spec §2 "Scroll offset 20 px").
  const section = page.getByRole('region', { name: 'Modular APIs' });
  await expect
    .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(20);
});

for (const card of cards) {
  test(
    `${card.group} → ${card.shop} opens ${card.path} with a full reset`,
    once,
    async ({ page }) => {
      await page.goto('/landing');
      // A previous visitor's state: a cart, changed settings, an old namespace, terminal content.
      await seedStorage(page, {
        'sjd:cart': stored(sampleCart),
        'sjd:session': stored({ namespace: 'SHOPPER_ID_1', accountBalance: 5000 }),
      });
      await page
        .getByRole('region', { name: card.group })
        .getByRole('link', { name: new RegExp(card.shop) })
        .click();

      await expect(page).toHaveURL(new RegExp(`${card.path}$`));
      await expect(page).toHaveTitle(`Smart Journey Demo | ${card.title} | splash`);
      await expect(
        shopScreen(page).getByRole('link', { name: /Enter Site|Start learning/ }),
      ).toBeVisible();
      // The info window (the settings accordion) is open after a demo choice.
      await expect(page.getByRole('button', { name: new RegExp(card.shop, 'i') })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      await expect
        .poll(() => readStored(page, 'siteConfig'))
        .toMatchObject({
          theme: card.theme,
          integrationType: card.integration,
          currency: 'GBP',
          environment: 'try',
          clientIntegrationType: 'Checkout',
          initializingConfig: false,
        });
      expect(await readStored(page, 'cart')).toMatchObject({
        items: [],
        cartTotal: 0,
        itemCount: 0,
      });
      const session = await readStored(page, 'session');
      expect(session).toMatchObject({ namespace: expect.stringMatching(/^SHOPPER_ID_\d{13}$/) });
      expect(session).not.toMatchObject({ namespace: 'SHOPPER_ID_1' });
      expect(await readStored(page, 'tokens')).toEqual({ isDeletingAll: false, tokens: [] });
    },
  );
}

// edit-card needs a saved card in the navigation state (without one it hands over to the
// account at once): its title is checked in the account journey (storefront-account.spec.ts).
test(
  'a delete-all left pending by the last visit runs on load, on the landing page',
  once,
  async ({ page }) => {
    await page.goto('/landing');
    // The flag persists until the deletion is done (spec §4 "triggers deletion on load").
    await seedStorage(page, {
      'sjd:tokens': JSON.stringify({ version: 2, data: { isDeletingAll: true, tokens: [] } }),
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Journey Demo' })).toBeVisible();
    await expect
      .poll(() => readStored(page, 'tokens'))
      .toEqual({ isDeletingAll: false, tokens: [] });
  },
);

test('page titles: demo name, theme and the route label of spec §2', once, async ({ page }) => {
  const titles: [string, string][] = [
    ['/landing', 'Smart Journey Demo | Demo Homepage'],
    ['/error', 'Smart Journey Demo | error'],
    ['/retail/plp', 'Smart Journey Demo | Retail | Product Listing'],
    ['/modernmart/pdp/3', 'Smart Journey Demo | Modernmart | Product Detail'],
    ['/retail/basket', 'Smart Journey Demo | Retail | basket'],
    ['/retail/registerPayment', 'Smart Journey Demo | Retail | Payment'],
    ['/retail/checkout', 'Smart Journey Demo | Retail | checkout'],
    ['/retail/success', 'Smart Journey Demo | Retail | success'],
    ['/retail/declined', 'Smart Journey Demo | Retail | Payment Declined'],
    ['/gambling/account', 'Smart Journey Demo | Gambling | My Account'],
    ['/gambling/account/add-card', 'Smart Journey Demo | Gambling | add-card'],
    ['/gambling/account/add-funds', 'Smart Journey Demo | Gambling | add-funds'],
    ['/gambling/slowSuccess', 'Smart Journey Demo | Gambling | slowSuccess'],
    ['/digital/account/replace-card', 'Smart Journey Demo | Digital | replace-card'],
    ['/digital/any/where', 'Smart Journey Demo | Digital | splash'],
    ['/museart/order-summary', 'Smart Journey Demo | Museart | order-summary'],
    ['/museart/welcome', 'Smart Journey Demo | Museart | splash'],
  ];
  await page.goto('/landing');
  for (const [path, title] of titles) {
    await visit(page, path);
    await expect(page, path).toHaveTitle(title);
  }
  // 'Payment Processing' shows while a payment runs (the payment journeys see it); opened with
  // nothing running, processing hands over to the basket.
  await visit(page, '/retail/processing');
  await expect(page).toHaveURL(/\/retail\/basket$/);
  await expect(page).toHaveTitle('Smart Journey Demo | Retail | basket');
  // Withdrawing needs a saved card to pay out to, and 'withdrawing' a payout under way: opened
  // without them, both hand over to the account (the gambling journey sees their own titles).
  for (const path of ['/gambling/account/withdraw-funds', '/gambling/withdrawing']) {
    await visit(page, path);
    await expect(page, path).toHaveURL(/\/gambling\/account$/);
    await expect(page, path).toHaveTitle('Smart Journey Demo | Gambling | My Account');
  }
});

test(
  'unknown and wrongly cased paths redirect to /landing; shop catch-alls show the splash',
  once,
  async ({ page }) => {
    for (const path of [
      '/',
      '/nowhere',
      '/LANDING',
      '/Retail',
      '/retail/PLP',
      '/retail/unknown',
      '/gambling/plp',
      '/landing/extra',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/landing$/);
    }
    for (const path of ['/digital/whatever', '/museart/anything/else']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(
        shopScreen(page).getByRole('link', { name: /Enter Site|Start learning/ }),
      ).toBeVisible();
    }
  },
);

test('a shop opened by URL sets the theme from the path', once, async ({ page }) => {
  await page.goto('/digital/checkout');
  await expect
    .poll(() => readStored(page, 'siteConfig'))
    .toMatchObject({ theme: 'digital', checkCVC: false, allowExpressPayment: false });
  await page.goto('/museart/order-detail');
  await expect
    .poll(() => readStored(page, 'siteConfig'))
    .toMatchObject({ theme: 'museart', integrationType: 'HPP' });
});

test('/error: its texts, and Back to the demo resets the configuration', once, async ({ page }) => {
  await page.goto('/landing');
  await seedStorage(page, {
    'sjd:siteConfig': stored({
      currency: 'EUR',
      environment: 'live',
      clientIntegrationType: 'Checkout',
      integrationType: 'Modular',
      allowCardPayment: true,
      allowExpressPayment: true,
      allow3DS: false,
      allowFraudSight: true,
      checkCVC: true,
      isApplePayEligible: true,
      theme: 'gambling',
      initializingConfig: false,
    }),
  });
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'OOPS! Something went wrong.' })).toBeVisible();
  await expect(
    page.getByText('Apologies, It seems like there is an internal issue. Please try again.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to the demo' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await expect
    .poll(() => readStored(page, 'siteConfig'))
    .toMatchObject({
      currency: 'GBP',
      environment: 'try',
      theme: 'retail',
      allowFraudSight: false,
    });
});
