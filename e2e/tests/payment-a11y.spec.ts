// axe finds no serious or critical violation on the card payment screens of the retail shop —
// checkout with Direct capture and with the Checkout SDK (loaded, and its script refused),
// cardCheck turned over with a refused code, processing with the 3DS challenge showing, and the
// account's add-card form — and the Direct card form can be filled and sent by keyboard alone.
// The provider's frames are other origins with their own axe checks (sandbox-pages.spec), so
// each check here covers the host page only.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations, shopRegion } from '../axe';
import { desktopOnly, expect, phoneOnly, test } from '../fixtures';
import { shopScreen, visit } from '../helpers';
import { fillAddress, fillCard, seedShop, type Capture } from '../payment';
import { closeTestCards, createSavedCard, seedSavedCards } from '../storefront';
import { scenarioCard } from '@sjd/sandbox/scenarios';
import { spaced } from '../card-numbers';

// axe takes seconds per run on a busy machine: the screens are checked in the phone project
// (the device frame's default width; `phoneOnly`), the keyboard journey in the desktop one.

/** Axes the page in each named state; collects the findings so one run reports them all. */
async function axeEach(page: Page, states: [string, () => Promise<void>][]): Promise<void> {
  const found: string[] = [];
  for (const [name, reach] of states) {
    await reach();
    found.push(
      ...(await seriousViolations(page, { include: shopRegion, iframes: false })).map(
        (v) => `${name}: ${v}`,
      ),
    );
  }
  expect(found).toEqual([]);
}

/**
 * The retail shop (Modular) with two items in the basket, the given capture and perhaps a saved
 * card, then at `path` with its title.
 */
async function openRetail(
  page: Page,
  setup: { capture: Capture; savedCard?: boolean },
  path: string,
  title: string,
) {
  await seedShop(page, { shop: 'retail', integration: 'Modular', capture: setup.capture }, 'plp');
  if (setup.savedCard) await seedSavedCards(page, [await createSavedCard(page)]);
  await goTo(page, path, title);
}

/** Client-side navigation; waits for the screen, then closes its 'Test Cards' popup. */
async function goTo(page: Page, path: string, title: string) {
  await visit(page, path);
  await expect(shopScreen(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await closeTestCards(page);
}

const field = (scope: Locator, label: string) => scope.getByRole('textbox', { name: label });

async function fillDirectCard(form: Locator, cardNumber: string) {
  const card = { cardNumber, cardHolderName: 'Ada Lovelace', expiry: '05/35', cvc: '555' };
  await fillCard(form, 'Direct', card);
  await fillAddress(form);
}

/** The hosted card number field has loaded into its frame. */
async function expectSdkFields(form: Locator) {
  const frame = form.frameLocator('iframe[title="Secure card number field"]');
  await expect(frame.getByLabel('Card number')).toBeVisible();
  await expect(form.getByText('Loading the secure card fields…')).toHaveCount(0);
}

test(
  'axe, Direct capture: cardCheck, add card, checkout, processing with the challenge',
  phoneOnly,
  async ({ page }) => {
    test.setTimeout(90_000);
    await openRetail(
      page,
      { capture: 'Direct', savedCard: true },
      '/retail/cardCheck',
      'Verify your card',
    );
    const screen = shopScreen(page);
    const addCard = screen.getByRole('form', { name: 'Add a card' });
    const checkout = screen.getByRole('form', { name: 'Card payment' });
    await axeEach(page, [
      [
        'cardCheck, flipped, code refused',
        async () => {
          await screen.getByRole('button', { name: 'Verify Card' }).click();
          await expect(screen.getByRole('textbox', { name: 'Security code' })).toBeFocused();
          await screen.getByRole('textbox', { name: 'Security code' }).fill('12');
          await screen.getByRole('button', { name: 'Continue with payment' }).click();
          await expect(screen.getByText('CVC is not valid')).toBeVisible();
        },
      ],
      [
        'account, add card filled',
        async () => {
          await goTo(page, '/retail/account', 'My Account');
          await screen.getByRole('button', { name: 'Add card' }).click();
          await fillDirectCard(addCard, scenarioCard('frictionless'));
          await expect(addCard.getByRole('button', { name: 'Save card' })).toBeEnabled();
        },
      ],
      [
        'checkout with the billing address and a message',
        async () => {
          await goTo(page, '/retail/checkout', 'Checkout');
          await fillDirectCard(checkout, scenarioCard('challenge'));
          await field(checkout, 'Card number').fill('4000 0000 0000 1092');
          await expect(checkout.getByText('Invalid card number')).toBeVisible();
          await expect(checkout.getByRole('group', { name: 'Billing Address' })).toBeVisible();
        },
      ],
      [
        'processing with the challenge',
        async () => {
          await field(checkout, 'Card number').fill(spaced(scenarioCard('challenge')));
          await checkout.getByRole('button', { name: 'Pay £2.00' }).click();
          await expect(page).toHaveURL(/\/retail\/processing$/);
          await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Processing payment');
          // The issuer's page (cross-origin) has loaded into the frame, which has faded in.
          const bank = page.frameLocator('iframe[title="3-D Secure check by your bank"]');
          await expect(bank.getByRole('button', { name: 'Confirm' })).toBeVisible();
          await expect(screen.getByTitle('3-D Secure check by your bank')).toBeVisible();
        },
      ],
    ]);
  },
);

test(
  'axe, Checkout SDK: checkout and add card with the hosted fields, and a refused script',
  phoneOnly,
  async ({ page }) => {
    test.setTimeout(90_000);
    await openRetail(page, { capture: 'Checkout' }, '/retail/checkout', 'Checkout');
    const screen = shopScreen(page);
    await axeEach(page, [
      ['checkout', () => expectSdkFields(screen.getByRole('form', { name: 'Card payment' }))],
      [
        'account, add card',
        async () => {
          await goTo(page, '/retail/account', 'My Account');
          await expectSdkFields(screen.getByRole('form', { name: 'Add a card' }));
        },
      ],
      [
        'checkout, SDK script refused',
        async () => {
          // A page load of its own: the app keeps a script it has loaded once.
          await page.route('**/access-checkout/**', (route) => route.abort());
          await page.reload();
          await goTo(page, '/retail/checkout', 'Checkout');
          const form = screen.getByRole('form', { name: 'Card payment' });
          await expect(form.getByRole('alert')).toContainText(
            'The secure card fields could not be loaded.',
          );
          await expect(form.getByRole('button', { name: 'Try again' })).toBeVisible();
        },
      ],
    ]);
  },
);

const keyboardCards = [
  { card: scenarioCard('frictionless'), what: 'frictionless 3DS' },
  { card: scenarioCard('challenge'), what: 'the bank’s challenge answered from the keyboard too' },
];

for (const { card, what } of keyboardCards)
  // The keyboard journey runs in the desktop project, axe in the phone one.
  test(
    `keyboard only: the Direct card form is filled and sent, ${what}`,
    desktopOnly,
    async ({ page }) => {
      await openRetail(page, { capture: 'Direct' }, '/retail/checkout', 'Checkout');
      const form = shopScreen(page).getByRole('form', { name: 'Card payment' });
      const { keyboard } = page;
      // The shopper starts in the card number; from there on, only keys.
      await field(form, 'Card number').focus();
      const steps: [string, string][] = [
        ['Card number', card],
        ['Cardholder name', 'Ada Lovelace'],
        ['Expiry date', '0535'],
        ['CVC', '555'],
      ];
      for (const [label, keys] of steps) {
        await expect(field(form, label)).toBeFocused();
        await keyboard.type(keys);
        await keyboard.press('Tab');
      }
      // The address has appeared after the CVC: country first (a native select), then the lines.
      const country = form.getByRole('combobox', { name: 'Country' });
      await expect(country).toBeFocused();
      await expect(country).toHaveValue('GB');
      await keyboard.press('Tab');
      const addressSteps: [string, string][] = [
        ['Address', '12 Harbour Row'],
        ['City', 'St Ives'],
        ['Postcode', 'TR26 1LP'],
      ];
      for (const [label, keys] of addressSteps) {
        await expect(field(form, label)).toBeFocused();
        await keyboard.type(keys);
        await keyboard.press('Tab');
      }
      await expect(form.getByRole('checkbox', { name: 'Remember my details' })).toBeFocused();
      await keyboard.press('Tab');
      await expect(form.getByRole('button', { name: 'Pay £2.00' })).toBeFocused();
      await keyboard.press('Enter');
      if (card === scenarioCard('challenge')) {
        // The bank's page takes the focus as it shows (Chromium blocks its own autofocus in a
        // cross-origin frame): the passcode, then Enter, with no click anywhere.
        await expect(page).toHaveURL(/\/retail\/processing$/);
        const bankFrame = shopScreen(page).getByTitle('3-D Secure check by your bank');
        const passcode = bankFrame
          .contentFrame()
          .getByRole('textbox', { name: 'One-time passcode' });
        await expect(passcode).toBeFocused();
        expect(await passcode.evaluate(() => document.hasFocus())).toBe(true);
        await keyboard.type('1234');
        await expect(passcode).toHaveValue('1234');
        // Enter in the focused passcode field, without Playwright waiting for the navigation it
        // starts: the bank's page posts to the return page and the shop then removes the frame,
        // and that wait once outlived the test (22 s) while the shop had long reached success.
        await passcode.press('Enter', { noWaitAfter: true });
      }
      // 3DS: device data, authentication (and the challenge), authorization.
      await expect(page).toHaveURL(/\/retail\/success$/, { timeout: 20_000 });
      await expect(
        shopScreen(page).getByRole('heading', { level: 1, name: 'Success' }),
      ).toBeVisible();
    },
  );
