// Local payment methods in the fashion checkout (issue 45), in Chromium against the built-in
// sandbox, on the desktop (1440 px) and phone (390 px) projects: iDEAL approved (the provider's
// page framed in the device frame, back to the shop's result route), BLIK with a code, SEPA
// Direct Debit pending → the demo clock → settled by the provider's events, an iDEAL decline and
// an abandoned redirect (the basket kept). Axe on 'Other ways to pay', the provider's screen and
// 'Waiting for your bank'. SJD_SHOTS=<folder> saves screenshots of them.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { shopScreen } from '../helpers';
import { basketLink, expectResult, openCheckout } from '../payment';
import { ordersPanel, viewOrder } from '../orders';
import { readTrail } from '../terminal';

test.beforeEach(async ({ page }) => {
  const size = page.viewportSize();
  if (size && size.width < 390) await page.setViewportSize({ width: 390, height: 844 });
});

async function shot(page: Page, name: string) {
  const folder = process.env.SJD_SHOTS;
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${folder}/local-${name}-${width}.png` });
}

/** The retail checkout in `currency`, with 'Other ways to pay' in view. */
async function otherWaysToPay(page: Page, currency: string): Promise<Locator> {
  await openCheckout(
    page,
    { shop: 'retail', integration: 'Modular', capture: 'Direct' },
    { currency },
  );
  const section = shopScreen(page).getByRole('region', { name: 'Other ways to pay' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  return section;
}

/** Picks the method and pays; resolves with the provider's page framed in the shop. */
async function payWith(page: Page, section: Locator, method: string) {
  await section.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await section.getByRole('button', { name: new RegExp(`^Pay with ${method} · `) }).click();
  const screen = shopScreen(page);
  await expect(screen.getByRole('heading', { level: 1, name: `Pay with ${method}` })).toBeVisible({
    timeout: 15_000,
  });
  return screen.frameLocator(`iframe[title="${method} payment page"]`);
}

async function triggerNames(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist', { name: 'Demo view' });
  const isPhone = await tabs.isVisible();
  if (isPhone) await tabs.getByRole('tab', { name: /^Terminal/ }).click();
  const names = (await readTrail(page)).map((t) => t.name);
  if (isPhone) await tabs.getByRole('tab', { name: 'Shopping' }).click();
  return names;
}

async function expectTriggers(page: Page, expected: readonly string[], timeout = 15_000) {
  await expect
    .poll(() => triggerNames(page), { timeout })
    .toEqual(expect.arrayContaining([...expected]));
}

test('iDEAL: the bank page in the device frame, approved, back to the success route', async ({
  page,
}) => {
  const section = await otherWaysToPay(page, 'EUR');
  await expect(section.getByRole('radio')).toHaveCount(4);
  await shot(page, 'other-ways');
  expect(
    await seriousViolations(page, { include: '[aria-label^="Shop "]', iframes: false }),
  ).toEqual([]);
  const bank = await payWith(page, section, 'iDEAL');
  await expect(bank.getByRole('heading', { name: 'Choose your bank' })).toBeVisible();
  await bank.getByRole('radio', { name: 'Rabobank' }).check();
  await shot(page, 'ideal-page');
  expect(await seriousViolations(page, { include: '[aria-label^="Shop "]' })).toEqual([]);
  await bank.getByRole('button', { name: 'Approve payment' }).click();
  await expectResult(page, 'retail', 'success');
  await expectTriggers(page, ['Pay with iDEAL', 'iDEAL return']);
});

test('BLIK: the 6-digit code on the provider page pays', async ({ page }) => {
  const section = await otherWaysToPay(page, 'PLN');
  await expect(section.getByRole('radio')).toHaveCount(1);
  const blik = await payWith(page, section, 'BLIK');
  await blik.getByLabel('BLIK code').fill('777123');
  await blik.getByRole('button', { name: 'Pay' }).click();
  await expectResult(page, 'retail', 'success');
  await expectTriggers(page, ['Pay with BLIK', 'BLIK return']);
});

test('SEPA Direct Debit: mandate, Waiting for your bank, the demo clock, settled by the webhook', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const section = await otherWaysToPay(page, 'EUR');
  await section.getByRole('radio', { name: /^SEPA Direct Debit/ }).check();
  await expect(section.getByRole('textbox', { name: 'IBAN' })).toHaveValue(
    'DE89370400440532013000',
  );
  const mandate = await payWith(page, section, 'SEPA Direct Debit');
  await mandate.getByRole('button', { name: 'Accept and pay' }).click();
  const screen = shopScreen(page);
  // The provider's first event (sentForAuthorization) tells the shop the mandate was accepted.
  await expect(
    screen.getByRole('heading', { level: 1, name: 'Waiting for your bank' }),
  ).toBeVisible({ timeout: 20_000 });
  await shot(page, 'waiting');
  expect(await seriousViolations(page, { include: '[aria-label^="Shop "]' })).toEqual([]);
  const move = screen.getByRole('button', { name: 'Demo clock: +1 day' });
  const settled = screen.getByRole('heading', { level: 1, name: 'Your bank has paid' });
  for (let day = 0; day < 6 && !(await settled.isVisible()); day += 1) {
    await move.click();
    // The move is done (or the bank has paid and the button is gone).
    await expect
      .poll(
        async () =>
          (await settled.isVisible()) || (await move.getAttribute('aria-busy')) === 'false',
        { timeout: 15_000 },
      )
      .toBe(true);
  }
  await expect(settled).toBeVisible({ timeout: 20_000 });
  await shot(page, 'settled');
  await expectTriggers(page, ['Pay with SEPA Direct Debit', 'Webhook: settled']);
});

test('Pix: the QR code in the shop, paid in the simulated app beside it', async ({ page }) => {
  const section = await otherWaysToPay(page, 'BRL');
  await section.getByRole('button', { name: /^Pay with Pix · / }).click();
  const screen = shopScreen(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Pay with Pix' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(screen.getByRole('img', { name: 'Pix QR code for this payment' })).toBeVisible();
  await shot(page, 'pix');
  expect(
    await seriousViolations(page, { include: '[aria-label^="Shop "]', iframes: false }),
  ).toEqual([]);
  const [app] = await Promise.all([
    page.waitForEvent('popup'),
    screen.getByRole('link', { name: /^Simulate the app/ }).click(),
  ]);
  await app.getByRole('button', { name: 'Pay in the app' }).click();
  await expect(app.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await app.close();
  await expectResult(page, 'retail', 'success');
  await expectTriggers(page, ['Pay with Pix', 'Webhook: sentForSettlement']);
});

test('iDEAL declined at the bank: the declined route, the basket kept', async ({ page }) => {
  const section = await otherWaysToPay(page, 'EUR');
  const bank = await payWith(page, section, 'iDEAL');
  await bank.getByRole('button', { name: 'Decline' }).click();
  await expectResult(page, 'retail', 'declined');
});

test('an abandoned redirect: Cancel and go back keeps the basket, nothing is paid', async ({
  page,
}) => {
  const section = await otherWaysToPay(page, 'EUR');
  const bank = await payWith(page, section, 'iDEAL');
  await expect(bank.getByRole('heading', { name: 'Choose your bank' })).toBeVisible();
  await shopScreen(page).getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(page).not.toHaveURL(/\/retail\/(processing|success)$/, { timeout: 15_000 });
  await expect(basketLink(page, 2)).toBeVisible();
  await expectTriggers(page, ['Pay with iDEAL']);
});

test("the settings switch 'Local payment methods' off: no 'Other ways to pay'", async ({
  page,
}) => {
  await openCheckout(
    page,
    { shop: 'retail', integration: 'Modular', capture: 'Direct' },
    { currency: 'EUR', allowLocalMethods: false },
  );
  await expect(shopScreen(page).getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await expect(shopScreen(page).getByRole('region', { name: 'Other ways to pay' })).toHaveCount(0);
});

test("Klarna: authorized, then partially settled and settled from the order's own _actions", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const section = await otherWaysToPay(page, 'GBP');
  const klarna = await payWith(page, section, 'Klarna');
  await klarna.getByRole('button', { name: 'Buy now, pay later' }).click();
  await expectResult(page, 'retail', 'success');
  const panel = await viewOrder(page, 'authorized');
  await expect(panel).toContainText('Klarna');
  const actions = panel.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('button')).toHaveText(['Settle', 'Partial settle', 'Reverse']);
  expect(
    await seriousViolations(page, { include: 'section[aria-labelledby="orders-title"]' }),
  ).toEqual([]);
  await actions.getByRole('button', { name: 'Partial settle' }).click();
  await panel.getByRole('textbox', { name: /^Amount/ }).fill('0.50');
  await panel.getByRole('button', { name: 'Send partial settlement' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /accepted it/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(actions.getByRole('button', { name: 'Settle', exact: true })).toBeEnabled({
    timeout: 15_000,
  });
  await actions.getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(ordersPanel(page).getByTestId('provider-status')).not.toHaveText('authorized', {
    timeout: 15_000,
  });
  await expectTriggers(page, ['Partially settle order', 'Settle order']);
});
