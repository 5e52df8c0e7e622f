// The fashion shops' main journey (spec §2 "Retail and modernmart"): splash → plp → pdp → add
// twice → basket → remove → empty → 'Start Shopping', on both shops at both widths; the grid's
// columns per device view; pdp ids that are not products.
import type { Locator } from '@playwright/test';
import { expect, once, test } from '../fixtures';
import { shopScreen, visit } from '../helpers';

const shops = [
  { base: '/retail', brand: 'Sunbaked', category: 'Summer', product: 'Heart sunglasses' },
  { base: '/modernmart', brand: 'modernmart', category: 'Featured', product: 'Crew neck jumper' },
];

/** How many product cards share the first row of the grid. */
async function columnsOf(grid: Locator): Promise<number> {
  const tops = await grid
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

for (const shop of shops) {
  test(`${shop.base}: splash → plp → pdp → add twice → basket → remove → Start Shopping`, async ({
    page,
  }) => {
    await page.goto(shop.base);
    const screen = shopScreen(page);
    await expect(screen.getByRole('img', { name: `${shop.brand} logo` })).toBeVisible();
    await screen.getByRole('link', { name: 'Enter Site' }).click();

    await expect(page).toHaveURL(new RegExp(`${shop.base}/plp$`));
    await expect(screen.getByRole('heading', { level: 1, name: shop.category })).toBeVisible();
    const cards = screen.getByRole('link', { name: /£1\.00$/ });
    await expect(cards).toHaveCount(6);
    await screen.getByRole('link', { name: `${shop.product} £1.00` }).click();

    await expect(page).toHaveURL(new RegExp(`${shop.base}/pdp/\\d+$`));
    await expect(screen.getByRole('heading', { level: 1, name: shop.product })).toBeVisible();
    await expect(screen.getByRole('img', { name: shop.product })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('One Size');
    await expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('Brown');
    const notice = screen.getByRole('status').filter({ hasText: 'Item added' });
    await expect(notice).toHaveCount(0);
    const add = screen.getByRole('button', { name: 'Add to Basket' });
    await add.click();
    await expect(notice).toBeVisible();
    await add.click();
    await expect(screen.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
    // Spec §9: the notice shows for 2 seconds.
    await expect(notice).toHaveCount(0, { timeout: 4_000 });

    await screen.getByRole('link', { name: 'Basket, 2 items' }).click();
    await expect(screen.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
    const strip = screen.getByRole('list', { name: 'Items in your basket' });
    await expect(strip.getByRole('listitem')).toHaveCount(1);
    await expect(strip.getByRole('listitem')).toContainText(`${shop.product}2 × £1.00`);
    const [item, whole] = await Promise.all([
      strip.getByRole('listitem').boundingBox(),
      strip.boundingBox(),
    ]);
    expect((item?.width ?? 0) / (whole?.width ?? 1)).toBeCloseTo(0.25, 2);
    await expect(screen.getByRole('group', { name: 'Basket total' })).toHaveText('Total£2.00');

    await screen.getByRole('button', { name: `Remove ${shop.product}` }).click();
    await expect(screen.getByText('Your basket is empty.')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
    await screen.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL(new RegExp(`${shop.base}/plp$`));
  });
}

test('the grid: 4 columns in the desktop view, 2 on a phone and in the mobile device view', async ({
  page,
}, info) => {
  await page.goto('/retail/plp');
  const grid = shopScreen(page).getByRole('list');
  await expect(grid.getByRole('listitem')).toHaveCount(6);
  if (info.project.name === 'mobile') {
    expect(await columnsOf(grid)).toBe(2);
    return;
  }
  expect(await columnsOf(grid)).toBe(4);
  await page.getByRole('button', { name: 'Mobile view' }).click();
  await expect.poll(() => columnsOf(shopScreen(page).getByRole('list'))).toBe(2);
});

test(
  'pdp: Back returns to the listing; ids that are not products get a way back',
  once,
  async ({ page }) => {
    await page.goto('/modernmart/plp');
    const screen = shopScreen(page);
    await screen.getByRole('link', { name: 'Slim fit chinos £1.00' }).click();
    await expect(page).toHaveURL(/\/modernmart\/pdp\/3$/);
    await screen.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/modernmart\/plp$/);

    for (const id of ['99', 'abc']) {
      await visit(page, `/modernmart/pdp/${id}`);
      await expect(screen.getByRole('heading', { name: 'Product not found' }), id).toBeVisible();
    }
    // Spec §2 reads the id as an integer, as parseInt does: '3abc' and '3.5' are product 3.
    for (const id of ['3abc', '3.5']) {
      await visit(page, `/modernmart/pdp/${id}`);
      await expect(
        screen.getByRole('heading', { level: 1, name: 'Slim fit chinos' }),
        id,
      ).toBeVisible();
    }
    await visit(page, '/modernmart/pdp/99');
    await screen.getByRole('link', { name: 'Browse Featured' }).click();
    await expect(page).toHaveURL(/\/modernmart\/plp$/);
  },
);

test('prices follow the site currency and its locale', once, async ({ page }) => {
  await page.goto('/retail/plp');
  // The store (and what it persists) comes with the first shop screen, after the page's load.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('sjd:siteConfig') !== null))
    .toBe(true);
  await page.evaluate(() => {
    const raw = window.localStorage.getItem('sjd:siteConfig');
    if (!raw) throw new Error('no site config stored');
    const stored = JSON.parse(raw);
    stored.data.currency = 'EUR';
    window.localStorage.setItem('sjd:siteConfig', JSON.stringify(stored));
  });
  await page.reload();
  // de-DE writes euros after the amount with a decimal comma.
  await expect(shopScreen(page).getByRole('link', { name: /1,00\s€$/ })).toHaveCount(6);
});
