// The sports-betting shop's journey (issue 15; spec §2 "Gambling", §4 "Add funds", "Payout and
// withdrawal", §5 "Amount"), walked in one go as a bettor would: splash → account with its
// buttons disabled → add a card → add funds (the amount messages, then a top-up) → the balance
// survives a reload → the card's holder renamed so the next top-up is declined → another card
// from the declined panel → withdrawals with each payout family (fast, slow, refused, error)
// to the second card. Every step's calls are checked in the terminal under their trigger, and
// the balance after each. axe checks the shop's own screens (mobile project).
import type { Locator, Page } from '@playwright/test';
import { seriousViolations, shopRegion } from '../axe';
import { expect, phoneOnly, test } from '../fixtures';
import { shopScreen } from '../helpers';
import { fillAddress, fillCard } from '../payment';
import { closeTestCards } from '../storefront';
import { readTrail, summariseTrail } from '../terminal';
import { paymentsApiCards, scenarioCard } from '@sjd/sandbox/scenarios';

/** The settings a new visitor gets, for the gambling shop: Direct capture, 3DS on, no CVC check. */
const gamblingConfig = {
  currency: 'GBP',
  environment: 'try',
  clientIntegrationType: 'Direct',
  integrationType: 'Modular',
  allowCardPayment: true,
  allowExpressPayment: true,
  allow3DS: true,
  allowFraudSight: false,
  checkCVC: false,
  isApplePayEligible: true,
  theme: 'gambling',
  initializingConfig: false,
};

/** Stores the settings before the app's first load reads them (as payment.ts seedShop does). */
async function seedGambling(page: Page): Promise<void> {
  await page.addInitScript((config) => {
    if (window !== window.top || window.sessionStorage.getItem('sjd-e2e:seeded')) return;
    window.sessionStorage.setItem('sjd-e2e:seeded', 'yes');
    window.localStorage.setItem('sjd:siteConfig', JSON.stringify({ version: 1, data: config }));
  }, gamblingConfig);
}

/**
 * The terminal ends with these triggers (as summariseTrail writes them) once the step's calls are
 * in: a step's own trigger and those its frames add (the 3DS device data collection).
 */
async function expectTrailEnd(page: Page, providerUrl: string, expected: readonly string[]) {
  // On a phone the terminal is a tab of its own: look there, then go back to the shop.
  const tabs = page.getByRole('tablist', { name: 'Demo view' });
  const isPhone = await tabs.isVisible();
  if (isPhone) await tabs.getByRole('tab', { name: /^Terminal/ }).click();
  await expect
    .poll(async () => summariseTrail(await readTrail(page), providerUrl).slice(-expected.length), {
      timeout: 15_000,
    })
    .toEqual(expected);
  if (isPhone) await tabs.getByRole('tab', { name: 'Shopping' }).click();
}

const heading = (screen: Locator, name: string) =>
  screen.getByRole('heading', { level: 1, name, exact: true });

async function expectBalance(screen: Locator, text: string) {
  await expect(screen.getByRole('region', { name: 'Balance' })).toContainText(text);
}

/** Card, address, 'Save card' on the add-card screen; the card is verified without a challenge. */
async function addCard(page: Page, cardNumber: string, cardHolderName: string) {
  const screen = shopScreen(page);
  await expect(heading(screen, 'Add card')).toBeVisible();
  // The popup starts open here (spec §2) and would cover the form on a phone.
  await closeTestCards(page);
  const form = screen.getByRole('form', { name: 'Add a card' });
  await fillCard(form, 'Direct', { cardNumber, cardHolderName });
  await fillAddress(form);
  await form.getByRole('button', { name: 'Save card' }).click();
}

async function amountMessage(screen: Locator, typed: string, message: string) {
  await screen.getByRole('spinbutton', { name: 'Amount' }).fill(typed);
  await expect(screen.getByText(message, { exact: true }), typed).toBeVisible();
}

/** On the account (the 'Test Cards' popup starts open there, and is closed). */
async function atAccount(page: Page) {
  await expect(page).toHaveURL(/\/gambling\/account$/, { timeout: 20_000 });
  await expect(heading(shopScreen(page), 'My Account')).toBeVisible();
  await closeTestCards(page);
}

/** Adding a card: a verified token, 3DS (frictionless), then the account verification. */
const addCardTrail = [
  'Add card: Create verified token 201 → 3DS device data initialization 200',
  'Device data collected: 3DS authentication 200 → Account verification 201 → Update scheme transaction reference 204 → Get token 200',
];

test('gambling: account → add card → add funds → declined → withdraw every payout family', async ({
  page,
  sandboxUrl,
}) => {
  test.setTimeout(90_000);
  await seedGambling(page);
  await page.goto('/gambling');
  const screen = shopScreen(page);
  await screen.getByRole('link', { name: 'Enter Site' }).click();

  // The account with no card: £1.00 to start with (spec §3), both money buttons disabled.
  await atAccount(page);
  await expectBalance(screen, '£1.00');
  await expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  await expect(screen.getByRole('button', { name: 'Add funds' })).toBeDisabled();
  await expect(screen.getByRole('link', { name: 'My account', exact: true })).toHaveCount(0);
  await screen.getByRole('link', { name: 'Add card' }).click();

  await addCard(page, scenarioCard('frictionless'), 'Ada Lovelace');
  await atAccount(page);
  await expectTrailEnd(page, sandboxUrl, addCardTrail);
  await expect(screen.getByRole('link', { name: /^Edit/ })).toHaveCount(1);

  // Add funds: the amount messages of spec §5, then a top-up of £50.
  await screen.getByRole('link', { name: 'Add funds' }).click();
  await expect(heading(screen, 'Add funds')).toBeVisible();
  await closeTestCards(page);
  const addFunds = screen.getByRole('button', { name: 'Add funds' });
  await amountMessage(screen, '0', 'Field cannot be empty');
  await expect(addFunds).toBeDisabled();
  await amountMessage(screen, '', 'Field cannot be empty');
  await amountMessage(screen, '10000.01', 'Amount cannot exceed 10000');
  await expect(addFunds).toBeDisabled();
  await amountMessage(screen, '-5', 'Amount cannot be negative');
  await amountMessage(screen, '1.234', 'Amount can have at most 2 decimals');
  await expect(addFunds).toBeDisabled();
  await screen.getByRole('spinbutton', { name: 'Amount' }).fill('50');
  await addFunds.click();
  await expect(page).toHaveURL(/\/gambling\/success$/, { timeout: 20_000 });
  await expect(screen.getByRole('status')).toHaveText(
    'Your payment was successful and the funds are in your balance',
  );
  await expectTrailEnd(page, sandboxUrl, [
    'Add funds: 3DS device data initialization 200',
    'Device data collected: 3DS authentication 200 → Card payment 201 → Payment authorized',
  ]);
  await screen.getByRole('link', { name: 'Back to my account' }).click();
  await atAccount(page);
  await expectBalance(screen, '£51.00');

  // The balance is kept in the browser: a reload keeps it.
  await page.reload();
  await atAccount(page);
  await expectBalance(screen, '£51.00');

  // The issuer refuses a holder named REFUSED: rename the card, and the top-up is declined.
  await screen.getByRole('link', { name: /^Edit/ }).click();
  await expect(heading(screen, 'Edit card')).toBeVisible();
  const edit = screen.getByRole('form', { name: 'Edit card' });
  await edit.getByRole('textbox', { name: 'Cardholder name' }).fill('REFUSED');
  await edit.getByRole('button', { name: 'Update' }).click();
  await atAccount(page);
  await expect(screen.getByText(/REFUSED/).first()).toBeVisible();
  await expectTrailEnd(page, sandboxUrl, [
    'Update card: Update cardholder name 204 → Get token 200',
  ]);
  await screen.getByRole('link', { name: 'Add funds' }).click();
  await screen.getByRole('spinbutton', { name: 'Amount' }).fill('5');
  await screen.getByRole('button', { name: 'Add funds' }).click();
  await expect(page).toHaveURL(/\/gambling\/declined$/, { timeout: 20_000 });
  await expect(screen.getByText('Your payment was declined', { exact: true })).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Change your payment type' })).toBeVisible();
  await expectTrailEnd(page, sandboxUrl, [
    'Add funds: 3DS device data initialization 200',
    'Device data collected: 3DS authentication 200 → Card payment 201 → Payment refused',
  ]);

  // Another card, from the declined panel's button.
  await screen.getByRole('link', { name: 'add card', exact: true }).click();
  await addCard(page, paymentsApiCards.mastercard, 'Grace Hopper');
  await atAccount(page);
  await expectTrailEnd(page, sandboxUrl, addCardTrail);
  await expectBalance(screen, '£51.00');

  // Withdrawals to Grace's card: the amount rules, then one per payout family (the 'Test Cards'
  // popup lists the amounts that give each; 'Fill' puts one in the field).
  const withdraw = async (amount: string | null, url: RegExp, message: string, trail: string) => {
    await screen.getByRole('link', { name: 'Withdraw' }).click();
    await expect(heading(screen, 'Withdraw funds')).toBeVisible();
    const cards = screen.getByRole('combobox', { name: 'Saved card' });
    await cards.selectOption({ label: await cards.getByText(/2235/).innerText() });
    const field = screen.getByRole('spinbutton', { name: 'Amount' });
    if (amount === null) {
      await amountMessage(screen, '51.01', 'Amount cannot be more than account balance');
      await expect(screen.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
      await amountMessage(screen, '10001', 'Amount cannot exceed 10000');
      await page.getByRole('button', { name: 'Test Cards' }).click();
      await page.getByRole('button', { name: 'Fill the amount with Requested £3.30' }).click();
      await closeTestCards(page);
      await expect(field).toHaveValue('3.30');
    } else {
      await field.fill(amount);
    }
    await screen.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(url, { timeout: 20_000 });
    await expect(screen.getByText(message, { exact: true })).toBeVisible();
    await expectTrailEnd(page, sandboxUrl, [`Withdraw: Fast access payout 201 → ${trail}`]);
  };
  const fast = 'Your funds will appear within 30 minutes';
  await withdraw('10', /\/gambling\/fastSuccess$/, fast, 'Payout approved');
  await screen.getByRole('link', { name: 'Back to my account' }).click();
  await atAccount(page);
  await expectBalance(screen, '£41.00');
  const slow = 'Your request has been received';
  await withdraw(null, /\/gambling\/slowSuccess$/, slow, 'Payout requested');
  await screen.getByRole('link', { name: 'Back to my account' }).click();
  await atAccount(page);
  const refused = 'Your withdrawal request was declined';
  await withdraw('3.10', /\/gambling\/declined$/, refused, 'Payment refused');
  await screen.getByRole('link', { name: 'my account', exact: true }).click();
  await atAccount(page);
  const error = 'There was an error with your withdrawal request';
  await withdraw('3.20', /\/gambling\/error$/, error, 'Payment failed');
  await screen.getByRole('link', { name: 'my account', exact: true }).click();
  await atAccount(page);
  // Refused and error leave the balance as it was: 51 − 10 − 3.30.
  await expectBalance(screen, '£37.70');

  // 'Pending, then refused' (issue 43): the money leaves the balance while the payout is
  // pending; an hour later on the demo clock the bank refuses it, and the money comes back with
  // a message the shop shows until it is closed.
  const pending = 'Your request has been received';
  await withdraw('3.45', /\/gambling\/slowSuccess$/, pending, 'Payout pending');
  await screen.getByRole('link', { name: 'Back to my account' }).click();
  await atAccount(page);
  await expectBalance(screen, '£34.25');
  const moved = await page.request.post(`${new URL(page.url()).origin}/api/clock`, {
    data: { advance: '1h' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const message = page.getByTestId('funds-notice');
  await expect(message).toHaveText(
    /Your withdrawal of £3\.45 was refused by the bank: the money is back in your balance\./,
    { timeout: 20_000 },
  );
  await expectBalance(screen, '£37.70');
  await page.screenshot({ path: test.info().outputPath('returned-payout.png') });
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(message).toHaveCount(0);
  // A reload keeps the balance: the ledger holds the withdrawal and its return.
  await page.reload();
  await atAccount(page);
  await expectBalance(screen, '£37.70');
});

// axe runs in the phone project.
test('axe: the gambling screens have nothing serious', phoneOnly, async ({ page }) => {
  // Seven axe runs, seconds each on a busy machine, and a card added on the way.
  test.setTimeout(90_000);
  await seedGambling(page);
  await page.goto('/gambling');
  const screen = shopScreen(page);
  const found: string[] = [];
  const check = async (name: string) => {
    const serious = await seriousViolations(page, { include: shopRegion, iframes: false });
    found.push(...serious.map((v) => `${name}: ${v}`));
  };
  await expect(screen.getByRole('link', { name: 'Enter Site' })).toBeVisible();
  await check('splash');
  await screen.getByRole('link', { name: 'Enter Site' }).click();
  await atAccount(page);
  await check('account, no card');
  await screen.getByRole('link', { name: 'Add card' }).click();
  await expect(heading(screen, 'Add card')).toBeVisible();
  await closeTestCards(page);
  await check('add card');
  await addCard(page, scenarioCard('frictionless'), 'Ada Lovelace');
  await atAccount(page);
  await check('account, a card');
  await screen.getByRole('link', { name: 'Add funds' }).click();
  await amountMessage(screen, '0', 'Field cannot be empty');
  await check('add funds, a message');
  await page.goBack();
  await atAccount(page);
  await screen.getByRole('link', { name: 'Withdraw' }).click();
  await expect(heading(screen, 'Withdraw funds')).toBeVisible();
  await page.getByRole('button', { name: 'Test Cards' }).click();
  await check('withdraw, Test Cards open');
  await closeTestCards(page);
  await screen.getByRole('spinbutton', { name: 'Amount' }).fill('0.50');
  await screen.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/gambling\/fastSuccess$/, { timeout: 20_000 });
  await check('fastSuccess');
  expect(found).toEqual([]);
});
