// The demo clock (issue 31), at 1440 px and at 390 px (the phone project widened, as
// orders.spec.ts does): the subscription shop's renewals, refusal, dunning and recovery on the
// visitor's clock; and a retail payment settled, then "+1 day" → its `settled` event and status.
// The clock is in the toolbar on wide windows and under the tabs on a phone, in view on every tab
// (issue 44): it is opened from the Shopping tab; axe checks its controls. SJD_SHOTS=<folder> saves screenshots of the clock and the account.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { shopScreen, stored } from '../helpers';
import { act, expectWebhookTriggers, ordersPanel, showOrders, viewOrder } from '../orders';
import { expectResult, fillAddress, fillCard, openCheckout, submitCardForm } from '../payment';
import { closeTestCards } from '../storefront';
import { readTrail } from '../terminal';
import { genericTestCards, paymentsApiCards, scenarioCard } from '@sjd/sandbox/scenarios';

test.beforeEach(async ({ page }) => {
  const size = page.viewportSize();
  if (size && size.width < 390) await page.setViewportSize({ width: 390, height: 844 });
});

async function shot(page: Page, name: string) {
  const folder = process.env.SJD_SHOTS;
  if (!folder) return;
  // Once the clock's popover has finished fading in or out.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiPopover-paper')].every(
      (paper) => getComputedStyle(paper).opacity === '1',
    ),
  );
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${folder}/clock-${name}-${width}.png` });
}

const phoneTabs = (page: Page) => page.getByRole('tablist', { name: 'Demo view' });
const clockDialog = (page: Page) => page.getByRole('dialog', { name: 'Demo clock' });

/** Opens the clock (on a phone from whichever tab is shown); returns how to close it. */
async function openClock(page: Page): Promise<() => Promise<void>> {
  await page.getByRole('button', { name: /^Demo clock/ }).click();
  await expect(clockDialog(page)).toBeVisible();
  return async () => {
    await page.keyboard.press('Escape');
    await expect(clockDialog(page)).toHaveCount(0);
  };
}

/** One move of the clock, and what the clock then says. */
async function moveClock(page: Page, label: string, times = 1): Promise<void> {
  const close = await openClock(page);
  const dialog = clockDialog(page);
  const status = dialog.getByRole('status');
  for (let i = 0; i < times; i += 1) {
    const before = (await status.textContent()) ?? '';
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await expect(status).not.toHaveText(before);
    await expect(status).toContainText(`${label}: the demo time is now`);
    // The billing job runs after each move; the next move waits for it (a journey in flight).
    await expect(status).not.toContainText('billing job is charging', { timeout: 15_000 });
  }
  await close();
}

/** The terminal's trigger names (on a phone from the Terminal tab, then back to Shopping). */
async function triggerNames(page: Page): Promise<string[]> {
  const tabs = phoneTabs(page);
  const isPhone = await tabs.isVisible();
  if (isPhone) await tabs.getByRole('tab', { name: /^Terminal/ }).click();
  const names = (await readTrail(page)).map((t) => t.name);
  if (isPhone) await tabs.getByRole('tab', { name: 'Shopping' }).click();
  return names;
}

async function expectTriggers(page: Page, expected: readonly (string | RegExp)[]) {
  await expect
    .poll(
      async () => {
        const names = await triggerNames(page);
        return expected.every((e) =>
          names.some((n) => (typeof e === 'string' ? n === e : e.test(n))),
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

const digitalSettings = {
  currency: 'GBP',
  environment: 'try',
  clientIntegrationType: 'Direct',
  integrationType: 'Modular',
  allowCardPayment: true,
  allowExpressPayment: false,
  allow3DS: false,
  allowFraudSight: false,
  checkCVC: false,
  isApplePayEligible: true,
  theme: 'digital',
  initializingConfig: false,
};

test('digital: subscribe → +1 month renews → refused renewal, dunning, past due → replace card → paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const screen = shopScreen(page);
  await page.addInitScript(
    (entries) => {
      if (window !== window.top || window.sessionStorage.getItem('sjd-e2e:seeded')) return;
      window.sessionStorage.setItem('sjd-e2e:seeded', 'yes');
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    { 'sjd:siteConfig': stored(digitalSettings) },
  );
  await page.goto('/digital/checkout');
  await closeTestCards(page);
  const form = screen.getByRole('form', { name: 'Card payment' });
  await fillCard(form, 'Direct', {
    cardNumber: scenarioCard('frictionless'),
    cardHolderName: 'Ada Lovelace',
  });
  await fillAddress(form);
  await form.getByRole('button', { name: 'Subscribe · £1.00 a month' }).click();
  await expect(page).toHaveURL(/\/digital\/success$/, { timeout: 20_000 });
  await screen.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/\/digital\/account$/);
  const billing = screen.getByRole('region', { name: 'Billing' });
  await expect(billing).toContainText('1 period paid');

  // A month on: the merchant's billing job renews, in the trail and the orders.
  await moveClock(page, '+1 month');
  await expect(billing).toContainText('2 periods paid');
  await expectTriggers(page, ['Demo clock: +1 month', "Merchant's billing job: renewal 2"]);
  const orders = await showOrders(page);
  await expect(orders.getByRole('list', { name: 'Your orders' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await shot(page, 'orders');
  if (await phoneTabs(page).isVisible()) {
    await phoneTabs(page).getByRole('tab', { name: 'Shopping' }).click();
  } else {
    await page
      .getByRole('group', { name: 'Shop or orders' })
      .getByRole('button', { name: 'Shop' })
      .click();
  }

  // The card holder renamed to the renewal-refusing value; the next renewal is refused.
  await closeTestCards(page);
  const cards = screen.getByRole('region', { name: 'Saved card' }).getByRole('listitem');
  await cards.getByRole('link', { name: /^Edit Visa •••• 1000/ }).click();
  await screen.getByRole('textbox', { name: 'Cardholder name' }).fill('RENEWAL_REFUSED');
  await screen.getByRole('button', { name: 'Update Card' }).click();
  await expect(page).toHaveURL(/\/digital\/account$/);
  await expect(cards).toContainText('RENEWAL_REFUSED');
  await moveClock(page, 'Next renewal');
  await expect(billing).toContainText('was refused 1 time');
  // Dunning: retried 1, 3 and 7 days after it was due, then past due.
  await moveClock(page, '+1 day');
  await expect(billing).toContainText('was refused 2 times');
  await moveClock(page, '+1 day', 2);
  await expect(billing).toContainText('was refused 3 times');
  await moveClock(page, '+1 day', 4);
  const pastDue = screen.getByRole('region', { name: 'Subscription past due' });
  await expect(pastDue).toContainText('Replace the card');
  await shot(page, 'past-due');
  await expectTriggers(page, [
    "Merchant's billing job: renewal 3",
    "Merchant's billing job: retry 1 of renewal 3",
    "Merchant's billing job: retry 3 of renewal 3",
  ]);

  // A new card: the outstanding renewal is charged on it at once.
  await pastDue.getByRole('link', { name: 'Replace Card' }).click();
  await expect(page).toHaveURL(/\/digital\/account\/replace-card$/);
  await closeTestCards(page);
  const replace = screen.getByRole('form', { name: 'Replace card' });
  await fillCard(replace, 'Direct', {
    cardNumber: genericTestCards.mastercard,
    cardHolderName: 'Grace Hopper',
  });
  await fillAddress(replace);
  await replace.getByRole('button', { name: 'Replace card' }).click();
  await expect(page).toHaveURL(/\/digital\/account$/, { timeout: 20_000 });
  await expect(screen.getByRole('region', { name: 'Billing' })).toContainText('3 periods paid', {
    timeout: 15_000,
  });
  await expectTriggers(page, ["Merchant's billing job: retry 4 of renewal 3"]);

  // The clock's controls pass axe.
  await openClock(page);
  await shot(page, 'dialog');
  expect(await seriousViolations(page, { include: '[role="dialog"]' }), 'the demo clock').toEqual(
    [],
  );
});

test('digital: a card that expires → not charged, not dunned → replaced → Back to now restarts the schedule', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const screen = shopScreen(page);
  await page.addInitScript(
    (entries) => {
      if (window !== window.top || window.sessionStorage.getItem('sjd-e2e:seeded')) return;
      window.sessionStorage.setItem('sjd-e2e:seeded', 'yes');
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    { 'sjd:siteConfig': stored(digitalSettings) },
  );
  // A card that expires next month: its token ends with it, before the third period.
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const expiry = `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${String(next.getUTCFullYear() % 100).padStart(2, '0')}`;
  await page.goto('/digital/checkout');
  await closeTestCards(page);
  const form = screen.getByRole('form', { name: 'Card payment' });
  await fillCard(form, 'Direct', {
    cardNumber: scenarioCard('frictionless'),
    cardHolderName: 'Ada Lovelace',
    expiry,
  });
  await fillAddress(form);
  await form.getByRole('button', { name: 'Subscribe · £1.00 a month' }).click();
  await expect(page).toHaveURL(/\/digital\/success$/, { timeout: 20_000 });
  await screen.getByRole('link', { name: 'Go to my account' }).click();
  const billing = screen.getByRole('region', { name: 'Billing' });
  await expect(billing).toContainText('1 period paid');
  await moveClock(page, 'Next renewal');
  await expect(billing).toContainText('2 periods paid');

  // The next renewal falls after the card's end: nothing charged, no dunning, a new card asked.
  await moveClock(page, 'Next renewal');
  const ended = screen.getByRole('region', { name: 'Your card has ended' });
  await expect(ended).toContainText('(its expiry date passed)');
  await expect(ended).toContainText('Nothing was refused and no retries are scheduled');
  await expect(screen.getByText(/^Card ended · /)).toBeVisible();
  await shot(page, 'card-ended');
  await expectTriggers(page, ["Merchant's billing job: renewal 3 (card ended)"]);
  expect(await triggerNames(page)).not.toContainEqual(expect.stringMatching(/retry/));

  await ended.getByRole('link', { name: 'Replace Card' }).click();
  await closeTestCards(page);
  const replace = screen.getByRole('form', { name: 'Replace card' });
  await fillCard(replace, 'Direct', {
    cardNumber: genericTestCards.mastercard,
    cardHolderName: 'Grace Hopper',
  });
  await fillAddress(replace);
  await replace.getByRole('button', { name: 'Replace card' }).click();
  await expect(page).toHaveURL(/\/digital\/account$/, { timeout: 20_000 });
  await expect(billing).toContainText('3 periods paid', { timeout: 15_000 });

  // Back to now: the paid periods stay, the next renewal is a month after the real time.
  await moveClock(page, 'Back to now');
  const inAMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const monthName = inAMonth.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  await expect(billing).toContainText(
    new RegExp(`3 periods paid\\. Next renewal \\d+ ${monthName} ${inAMonth.getUTCFullYear()}`),
  );
  await moveClock(page, 'Next renewal');
  await expect(billing).toContainText('4 periods paid');
});

test('retail: pay → settle → +1 day → settled event and status', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openCheckout(
    page,
    { shop: 'retail', integration: 'Modular', capture: 'Direct' },
    { allow3DS: false },
  );
  await submitCardForm(form, 'Direct', {
    cardNumber: paymentsApiCards.visa,
    cardHolderName: 'Ada Lovelace',
  });
  await expectResult(page, 'retail', 'success');
  const panel = await viewOrder(page, 'Authorized');
  const actions = panel.getByRole('region', { name: 'Actions' });
  await act(
    panel,
    actions.getByRole('button', { name: 'Settle', exact: true }),
    'Sent for Settlement',
  );
  await moveClock(page, '+1 day');
  await showOrders(page);
  await expect(ordersPanel(page).getByTestId('provider-status')).toHaveText('Settled', {
    timeout: 15_000,
  });
  await shot(page, 'settled-order');
  await expectWebhookTriggers(page, ['Webhook: settled']);
  await expectTriggers(page, ['Demo clock: +1 day']);
});
