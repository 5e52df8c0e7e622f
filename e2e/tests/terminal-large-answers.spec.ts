// The terminal with the answers a hostile provider (or a proxy bug) could send (issue 34, items
// 1 and 2): an answer of nearly 1 MB, the most the proxy lets through, is drawn in a bounded
// number of nodes while the shop keeps navigating, and 'Copy body' still copies it whole; an
// answer nested 3,000 deep ends the journey with a clear message (never "Maximum call stack size
// exceeded") and is in the terminal. The answers are the sandbox's own, enlarged on their way to
// the page.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { shopScreen } from '../helpers';
import { basketLink, expectResult, openCheckout, submitCardForm } from '../payment';
import { closeTestCards } from '../storefront';
import { expectTrail } from '../terminal';
import { scenarioCard } from '@sjd/sandbox/scenarios';

/** `{i: 0}` items to fill an answer to just under the proxy's 1 MB limit. */
const bigItems = 120_000;

/** Elements drawn in the terminal's API tab. */
const terminalNodes = (page: Page) =>
  page.getByRole('tabpanel', { name: 'API' }).evaluate((tab) => tab.querySelectorAll('*').length);

test('a 1 MB answer: the terminal draws a bounded number of nodes, the shop navigates, Copy body copies it whole', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let enlarged = '';
  await page.route('**/api/wpservices', async (route) => {
    const response = await route.fetch();
    if (enlarged !== '') return route.fulfill({ response });
    const result: { body: Record<string, unknown>; url: string } = await response.json();
    result.body = { ...result.body, items: Array.from({ length: bigItems }, () => ({ i: 0 })) };
    enlarged = result.url;
    const body = JSON.stringify(result);
    expect(body.length).toBeLessThan(1024 * 1024);
    return route.fulfill({ response, body });
  });
  const form = await openCheckout(page, {
    shop: 'retail',
    integration: 'Modular',
    capture: 'Direct',
  });
  await submitCardForm(form, 'Direct', {
    cardNumber: scenarioCard('frictionless'),
    cardHolderName: 'Ada Lovelace',
  });
  await expectResult(page, 'retail', 'success');
  expect(enlarged).not.toBe('');

  // Every call is one line until opened: the answer's 120,000 items are not drawn.
  expect(await terminalNodes(page)).toBeLessThan(1500);
  const trail = page.getByRole('list', { name: 'API calls' });
  const large = trail
    .locator('li[data-kind="call"]')
    .filter({ has: page.locator(`[title="${enlarged}"]`) })
    .first();
  await large.getByRole('button').first().click();
  await expect(large.getByText(/^Large body \(\d+ KB\)/)).toBeVisible();
  // Opening the large body draws one page of it, not 120,000 items.
  const body = large.getByRole('group', { name: /response body$/ });
  await body.locator('summary').first().click();
  await expect(body.getByText('120,000 items')).toBeVisible();
  await expect(body.getByRole('button', { name: /^Show 50 more of/ })).toBeVisible();
  expect(await terminalNodes(page)).toBeLessThan(1500);

  // The shop still answers at once.
  await basketLink(page, 0).click();
  await expect(page).toHaveURL(/\/retail\/basket$/);
  await expect(shopScreen(page).getByRole('heading', { level: 1 })).toBeVisible();

  const copy = large.getByRole('button', { name: 'Copy response body' });
  await copy.click();
  await expect(copy.locator('xpath=following-sibling::*[@role="status"]')).toHaveText(
    'Body copied',
  );
  const copied: { items: unknown[] } = JSON.parse(
    await page.evaluate(() => navigator.clipboard.readText()),
  );
  expect(copied.items).toHaveLength(bigItems);
});

test('an answer nested 3,000 deep: a clear message for the shopper, the answer in the terminal', async ({
  page,
  sandboxUrl,
}) => {
  await page.route('**/api/hpp', async (route) => {
    const response = await route.fetch();
    const result: { body: unknown } = await response.json();
    let deep: unknown = { end: true };
    for (let level = 0; level < 3000; level += 1) deep = { a: deep };
    result.body = deep;
    return route.fulfill({ response, body: JSON.stringify(result) });
  });
  const screen = shopScreen(page);
  await page.goto('/museart/order-detail');
  await screen.getByRole('link', { name: 'Checkout' }).click();
  await expect(screen.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await closeTestCards(page);
  await screen.getByRole('button', { name: 'Continue to payment' }).click();

  const alert = screen.getByRole('alert');
  await expect(alert).toContainText(
    "Details: The provider's answer nests deeper than 64 levels, so the demo does not read it.",
  );
  await expect(page.getByText(/Maximum call stack/)).toHaveCount(0);
  await expectTrail(page, sandboxUrl, [
    'Pay on hosted page: Create payment page 200 → Request failed',
  ]);
});
