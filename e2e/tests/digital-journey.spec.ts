// The subscription shop (issue 16; spec §2 Digital, §4 "Card payment flow: Recurring", "Edit
// card screen", "Replace card", §7 merchant-initiated payment): the journey a learner walks in
// one go, at 375 px and 1440 px. Any path under /digital shows the splash → the checkout sells
// the plan with no 'remember my details' → Subscribe → success → the account with one card → a
// recurring payment that succeeds → the card's name edited to the renewal-refusing test value
// ('Update Card') → a recurring payment that is refused → the declined screen's card prompt →
// replace the card → the account with the new card. Then the terminal: every call under its
// trigger, and the merchant-initiated request with its customerAgreement and schemeReference.
// On the desktop run axe checks the digital screens on the way (the splash and the result panels'
// other variants have their checks in a11y.spec and storefront-a11y.spec); its rules do not depend
// on the width, so the phone run does not repeat them.
import type { Page } from '@playwright/test';
import { seriousViolations, shopRegion } from '../axe';
import { expect, test } from '../fixtures';
import { readStored, shopScreen, stored } from '../helpers';
import { fillAddress, fillCard } from '../payment';
import { closeTestCards } from '../storefront';
import { expectTrail } from '../terminal';
import { genericTestCards, scenarioCard } from '@sjd/sandbox/scenarios';

/** A new visitor's settings, with typed card data (the hosted fields have journeys of their own). */
const digitalSettings = {
  currency: 'GBP',
  environment: 'try',
  clientIntegrationType: 'Direct',
  integrationType: 'Modular',
  allowCardPayment: true,
  allowExpressPayment: false,
  allowLocalMethods: false,
  allow3DS: true,
  allowFraudSight: false,
  checkCVC: false,
  isApplePayEligible: true,
  theme: 'digital',
  initializingConfig: false,
};

async function seedDigital(page: Page, path: string): Promise<void> {
  await page.addInitScript(
    (entries) => {
      if (window !== window.top || window.sessionStorage.getItem('sjd-e2e:seeded')) return;
      window.sessionStorage.setItem('sjd-e2e:seeded', 'yes');
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    { 'sjd:siteConfig': stored(digitalSettings) },
  );
  await page.goto(path);
}

/** The account's recurring payment, and the result screen it lands on. */
async function takeRecurringPayment(page: Page, result: 'success' | 'declined') {
  const screen = shopScreen(page);
  await closeTestCards(page);
  await screen.getByRole('button', { name: 'Take recurring payment · £1.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/digital/${result}$`), { timeout: 20_000 });
}

const renewalTrail = (outcome: string) =>
  `Recurring payment: Recurring card payment 201 → ${outcome}`;

test('splash → Subscribe → recurring payment succeeds, then is refused → replace the card', async ({
  page,
  sandboxUrl,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const screen = shopScreen(page);
  const found: string[] = [];
  const axe = async (name: string) => {
    if (isMobile) return;
    await expect(screen.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
    found.push(
      ...(await seriousViolations(page, { include: shopRegion })).map((v) => `${name}: ${v}`),
    );
  };

  // Any path under the base is the splash (a non-exact catch-all); its button opens checkout.
  await seedDigital(page, '/digital/lessons/spanish');
  expect(await readStored(page, 'siteConfig')).toEqual(digitalSettings);
  await expect(page).toHaveTitle('Smart Journey Demo | Digital | splash');
  await screen.getByRole('link', { name: 'Start learning' }).click();

  await expect(page).toHaveURL(/\/digital\/checkout$/);
  const plan = screen.getByRole('region', { name: 'Basic plan' });
  await expect(plan).toContainText('Single language');
  await expect(plan).toContainText('£1.00 / month');
  await closeTestCards(page);
  const form = screen.getByRole('form', { name: 'Card payment' });
  await fillCard(form, 'Direct', {
    cardNumber: scenarioCard('frictionless'),
    cardHolderName: 'Ada Lovelace',
  });
  await fillAddress(form);
  await axe('checkout');
  // The card is always kept: a subscription needs it.
  await expect(form.getByRole('checkbox', { name: 'Remember my details' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Subscribe · £1.00 a month' }).click();

  await expect(page).toHaveURL(/\/digital\/success$/, { timeout: 20_000 });
  await expect(screen.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  await screen.getByRole('link', { name: 'Go to my account' }).click();

  await expect(page).toHaveURL(/\/digital\/account$/);
  // The renewal-refusing test value is offered where recurring payments exist (the popup stays
  // as the shopper left it on checkout: closed).
  const testCards = page.getByRole('button', { name: 'Test Cards' });
  await expect(testCards).toHaveAttribute('aria-expanded', 'false');
  await testCards.click();
  await expect(
    page.getByRole('button', { name: /^Renewal refused 4000000000001000, name RENEWAL_REFUSED/ }),
  ).toBeVisible();
  await closeTestCards(page);
  const cards = screen.getByRole('region', { name: 'Saved card' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Visa •••• 1000');
  await expect(screen.getByRole('region', { name: 'Recurring payment' })).toContainText(
    /Scheme reference\s*\d{15}/,
  );
  await axe('account');
  await takeRecurringPayment(page, 'success');
  await expect(
    screen.getByText(
      'Your subscription was renewed: the recurring payment on your saved card was authorized.',
    ),
  ).toBeVisible();
  await screen.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/\/digital\/account$/);

  // Edit: 'Replace Card' until something changes, then 'Update Card'.
  await closeTestCards(page);
  await cards.getByRole('link', { name: 'Edit Visa •••• 1000' }).click();
  await expect(page).toHaveURL(/\/digital\/account\/edit-card$/);
  await expect(screen.getByRole('link', { name: 'Replace Card' })).toBeVisible();
  await axe('edit-card');
  await screen.getByRole('textbox', { name: 'Cardholder name' }).fill('RENEWAL_REFUSED');
  await screen.getByRole('button', { name: 'Update Card' }).click();
  await expect(page).toHaveURL(/\/digital\/account$/);
  await expect(cards).toContainText('RENEWAL_REFUSED');

  // The issuer refuses the renewal; the declined screen's prompt replaces the card.
  await takeRecurringPayment(page, 'declined');
  await expect(screen.getByText('Your payment was declined.', { exact: true })).toBeVisible();
  await expect(screen.getByText(/51 LIMIT EXCEEDED/)).toBeVisible();
  await axe('declined');
  await screen
    .getByRole('region', { name: 'Enter Card Details' })
    .getByRole('link', { name: 'Card number' })
    .click();

  await expect(page).toHaveURL(/\/digital\/account\/replace-card$/);
  await expect(screen.getByRole('region', { name: 'Current card' })).toContainText(
    'Visa •••• 1000',
  );
  await closeTestCards(page);
  const replace = screen.getByRole('form', { name: 'Replace card' });
  await fillCard(replace, 'Direct', {
    cardNumber: genericTestCards.mastercard,
    cardHolderName: 'Grace Hopper',
  });
  await fillAddress(replace);
  await axe('replace-card');
  await replace.getByRole('button', { name: 'Replace card' }).click();

  await expect(page).toHaveURL(/\/digital\/account$/, { timeout: 20_000 });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Mastercard •••• 4444');
  await expect(cards).toContainText('Grace Hopper');

  if (isMobile) {
    await page
      .getByRole('tablist', { name: 'Demo view' })
      .getByRole('tab', { name: /^Terminal/ })
      .click();
  }
  await expectTrail(page, sandboxUrl, [
    'Subscribe: Create verified token 201 → 3DS device data initialization 200',
    'Device data collected: 3DS authentication 200 → Card payment 201 → Update scheme transaction reference 204 → Get token 200 → Payment authorized',
    renewalTrail('Payment authorized'),
    'Update card: Update cardholder name 204 → Get token 200',
    renewalTrail('Payment refused'),
    'Replace card: Create verified token 201 → 3DS device data initialization 200',
    'Device data collected: 3DS authentication 200 → Account verification 201 → Update scheme transaction reference 204 → Get token 200 → Delete token 204',
  ]);
  // The merchant-initiated request: the subscription's agreement and its scheme reference (each
  // call's bodies open on demand).
  for (const call of await page.getByRole('button', { name: /Recurring card payment/ }).all()) {
    await call.click();
  }
  const mit = page.getByRole('group', { name: 'Recurring card payment request body' });
  await expect(mit).toHaveCount(2);
  for (const body of await mit.all()) {
    await expect(body).toContainText('"customerAgreement": {');
    await expect(body).toContainText('"type": "subscription"');
    await expect(body).toContainText(/"schemeReference": "\d{15}"/);
    await expect(body).toContainText('"amount": 100');
  }

  expect(found).toEqual([]);
});
