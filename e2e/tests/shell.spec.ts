// The demo shell around a shop: terminal collapse and narrow-screen tabs, the device view, the
// 'Test Cards' popup, the chrome of spec §2 "Navigation bar and chrome".
import { desktopOnly, expect, once, phoneOnly, test } from '../fixtures';
import { sampleCart, seedStorage, shopScreen, stored, visit } from '../helpers';
import { scenarioCard } from '@sjd/sandbox/scenarios';

// The collapsible terminal is the wide layout.
test(
  'wide screens: the terminal opens on API and collapses and expands',
  desktopOnly,
  async ({ page }) => {
    await page.goto('/retail');
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'STYLES' })).toBeVisible();
    await expect(page.getByText('No API calls yet.')).toBeVisible();

    const collapse = page.getByRole('button', { name: 'Collapse terminal' });
    await collapse.hover();
    await expect(page.getByRole('tooltip', { name: 'Collapse terminal' })).toBeVisible();
    await collapse.click();
    await expect(page.getByRole('tab', { name: 'API' })).toBeHidden();
    const expand = page.getByRole('button', { name: 'Expand terminal' });
    await expand.hover();
    await expect(page.getByRole('tooltip', { name: 'Expand terminal' })).toBeVisible();
    await expand.click();
    await expect(page.getByRole('tab', { name: 'API' })).toBeVisible();

    await page.getByRole('tab', { name: 'STYLES' }).click();
    await expect(page.getByRole('group', { name: 'Checkout SDK styles' })).toContainText(
      '"caret-color"',
    );
  },
);

test('narrow screens: tabs switch between shopping and terminal', phoneOnly, async ({ page }) => {
  await page.goto('/gambling');
  const shop = shopScreen(page);
  await expect(shop).toBeVisible();
  await page.getByRole('tab', { name: 'Terminal' }).click();
  await expect(shop).toBeHidden();
  await expect(page.getByText('No API calls yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /terminal/i })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Shopping' }).click();
  await expect(shop).toBeVisible();
});

// Needs a 1440 px window.
test(
  'the device view: desktop on a wide window, mobile below xLarge (debounced)',
  desktopOnly,
  async ({ page }) => {
    await page.goto('/retail');
    await expect(page.getByRole('region', { name: 'Shop in a desktop browser' })).toBeVisible();
    await page.getByRole('button', { name: 'Mobile view' }).click();
    await expect(page.getByRole('region', { name: 'Shop on a mobile phone' })).toBeVisible();
    await page.getByRole('button', { name: 'Desktop view' }).click();
    await expect(page.getByRole('region', { name: 'Shop in a desktop browser' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('region', { name: 'Shop on a mobile phone' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desktop view' })).toBeDisabled();
  },
);

test('the left panel: Back to use cases, accordion titled from the theme, museart documentation only', async ({
  page,
}) => {
  await page.goto('/retail/plp');
  const accordion = page.getByRole('button', { name: 'Fashion retailer · Modular APIs' });
  await accordion.click();
  await expect(page.getByRole('heading', { name: 'Information' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Demo settings' })).toBeVisible();

  await page.goto('/museart');
  await page.getByRole('button', { name: 'Museum ticket portal · Hosted Payment Pages' }).click();
  await expect(page.getByRole('heading', { name: 'Documentation' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Demo settings' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to use cases' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('navigation bar: back, account and basket rules, footer logo on plp and pdp only', async ({
  page,
}) => {
  await page.goto('/landing');
  await seedStorage(page, { 'sjd:cart': stored(sampleCart) });
  const shop = shopScreen(page);

  await visit(page, '/modernmart/plp');
  await expect(shop.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(shop.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'My account', exact: true })).toBeVisible();
  await expect(shop.getByTestId('footer-logo')).toBeVisible();

  await visit(page, '/modernmart/pdp/2');
  await expect(shop.getByTestId('footer-logo')).toBeVisible();
  await visit(page, '/modernmart/account');
  await expect(shop.getByTestId('footer-logo')).toHaveCount(0);
  // Retail-flow account page: Back goes to {base}/plp.
  await shop.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/modernmart\/plp$/);

  await visit(page, '/gambling/account');
  await expect(shop.getByRole('link', { name: 'My account', exact: true })).toHaveCount(0);
  await expect(shop.getByRole('link', { name: /^Basket/ })).toHaveCount(0);
  await visit(page, '/gambling/account/add-funds');
  await expect(shop.getByRole('link', { name: 'My account', exact: true })).toBeVisible();

  for (const path of ['/digital/checkout', '/museart/order-summary']) {
    await visit(page, path);
    await expect(shop.getByRole('link', { name: 'My account', exact: true }), path).toHaveCount(0);
  }
  await visit(page, '/museart/order-detail');
  await expect(shop.getByRole('button', { name: 'Back' })).toHaveCount(0);

  await visit(page, '/retail');
  await expect(shop.getByRole('button', { name: 'Privacy choices' })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
    'href',
    /\/docs\/cookie-policy$/,
  );
  await expect(shop.getByRole('link', { name: 'Get in touch' })).toBeVisible();
  await expect(shop.getByText(/© \d{4} Sunbaked/)).toBeVisible();
});

test('the footer opens the consent manager', once, async ({ page }) => {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Privacy choices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Analytics' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject optional' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('Test Cards popup', () => {
  test('hidden on /landing, open by default on checkout, account, add-card, replace-card and order-summary', async ({
    page,
  }) => {
    await page.goto('/landing');
    await expect(page.getByRole('button', { name: 'Test Cards' })).toHaveCount(0);
    const defaults: [string, boolean][] = [
      ['/retail', false],
      ['/retail/plp', false],
      ['/retail/checkout', true],
      ['/retail/account', true],
      ['/modernmart/account', true],
      ['/gambling/account/add-card', true],
      ['/gambling/account/add-funds', false],
      ['/digital/account/replace-card', true],
      ['/digital/checkout', true],
      ['/museart/order-summary', true],
      ['/museart/order-detail', false],
    ];
    for (const [path, open] of defaults) {
      await visit(page, path);
      await expect(page.getByRole('button', { name: 'Test Cards' }), path).toHaveAttribute(
        'aria-expanded',
        String(open),
      );
    }
  });

  test('once closed it stays closed (routes, reloads) until the shopper opens it again', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Test Cards' });
    await page.goto('/retail/checkout');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await visit(page, '/retail/account');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await visit(page, '/retail/plp');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('lists the Success card first, copies it and links the test scenarios', async ({
    page,
    context,
    sandboxUrl,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/retail/checkout');
    await expect(
      page.getByText('Click to copy card number . Use any expiration date and 3-digit CVC.'),
    ).toBeVisible();
    const first = page.getByRole('button', { name: /copy card number$/ }).first();
    await expect(first).toHaveAccessibleName('Success 4000000000001091, copy card number');
    await first.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Success card number copied' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      scenarioCard('challenge'),
    );
    const scenarios = page.getByRole('link', { name: 'View all test scenarios' });
    await expect(scenarios).toHaveAttribute('href', `${sandboxUrl}/docs/test-scenarios`);
    await expect(scenarios).toHaveAttribute('target', '_blank');
  });
});

test(
  'with the default config (no analytics id, no DSN) no request leaves the machine',
  once,
  async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
    await page.goto('/landing');
    await page.getByRole('region', { name: 'Modular APIs' }).getByRole('link').first().click();
    await expect(shopScreen(page).getByRole('link', { name: 'Enter Site' })).toBeVisible();
    await shopScreen(page).getByRole('button', { name: 'Privacy choices' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy choices' })).toBeVisible();
    expect([...hosts].filter((host) => !['localhost', '127.0.0.1'].includes(host))).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
  },
);

test('scroll rules: plp keeps its position, other routes start at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 520 });
  await page.goto('/retail/plp');
  const frame = shopScreen(page);
  // The device screen scrolls the shop region together with what sits above it in the frame
  // (the Test Cards strip on narrow windows): the region's parent is the scroller.
  const scrollTop = () => frame.evaluate((element) => (element.parentElement ?? element).scrollTop);
  await expect(frame.getByRole('heading', { name: 'Summer' })).toBeVisible();
  await frame.evaluate((element) => (element.parentElement ?? element).scrollTo({ top: 150 }));
  await expect.poll(scrollTop).toBe(150);

  // Navigate without clicking: a click would first scroll the link into view.
  await visit(page, '/retail/pdp/1');
  await expect(frame.getByRole('heading', { name: 'Round straw cross body bag' })).toBeVisible();
  await expect.poll(scrollTop).toBe(0);
  await frame.evaluate((element) => (element.parentElement ?? element).scrollTo({ top: 100 }));

  await page.goBack();
  await expect(page).toHaveURL(/\/retail\/plp$/);
  await expect.poll(scrollTop).toBe(150);
  await page.goForward();
  await expect(page).toHaveURL(/\/retail\/pdp\/1$/);
  await expect.poll(scrollTop).toBe(0);
});
