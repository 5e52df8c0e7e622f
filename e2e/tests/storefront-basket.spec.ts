// The basket's footer (spec §2 {base}/basket): the four cases in one table — no items, items
// without saved cards, a saved card with the CVC check on, a saved card with it off — with the
// saved cards created at the sandbox. Then the card dropdown and registerPayment. Rules, not
// layout: desktop only (once); the phone's basket is walked by the storefront journey.
import { expect, once, test } from '../fixtures';
import { sampleCart, seedStorage, shopScreen, stored } from '../helpers';
import { createSavedCard, sampleCard, seedSavedCards, seedSiteConfig } from '../storefront';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const emptyCart = { items: [], cartTotal: 0, itemCount: 0, selectedDate: '2026-11-21' };

const footerCases = [
  {
    name: 'no items',
    cart: emptyCart,
    savedCard: false,
    checkCVC: true,
    actions: ['Start Shopping'],
    primaryGoesTo: /\/modernmart\/plp$/,
  },
  {
    name: 'items, no saved card',
    cart: sampleCart,
    savedCard: false,
    checkCVC: true,
    actions: ['Checkout'],
    primaryGoesTo: /\/modernmart\/registerPayment$/,
  },
  {
    name: 'saved card, CVC check on',
    cart: sampleCart,
    savedCard: true,
    checkCVC: true,
    actions: ['Buy Now', 'Add New Payment Type'],
    primaryGoesTo: /\/modernmart\/cardCheck$/,
  },
  {
    name: 'saved card, CVC check off',
    cart: sampleCart,
    savedCard: true,
    checkCVC: false,
    actions: ['Buy Now', 'Add New Payment Type'],
    // 'Buy Now' starts the stored-card payment; payment status 'processing' routes there.
    primaryGoesTo: /\/modernmart\/processing$/,
  },
];

for (const row of footerCases) {
  test(`basket footer: ${row.name}`, once, async ({ page }) => {
    await page.goto('/modernmart/basket');
    await seedStorage(page, { 'sjd:cart': stored(row.cart) });
    const token = row.savedCard ? await createSavedCard(page) : null;
    if (token) await seedSavedCards(page, [token]);
    await seedSiteConfig(page, { checkCVC: row.checkCVC });

    const screen = shopScreen(page);
    const actions = screen.getByRole('group', { name: 'Basket actions' });
    await expect(actions.locator('a, button')).toHaveText(row.actions);
    if (token) {
      await expect(screen.getByText('Visa •••• 1091')).toBeVisible();
      await expect(screen.getByText('12 Harbour Row, St Ives, TR26 1LP, GB')).toBeVisible();
    } else {
      await expect(screen.getByRole('heading', { name: 'Pay with' })).toHaveCount(0);
    }
    if (row.cart.itemCount === 0)
      await expect(screen.getByText('Your basket is empty.')).toBeVisible();

    if (row.actions.includes('Add New Payment Type')) {
      await expect(actions.getByRole('link', { name: 'Add New Payment Type' })).toHaveAttribute(
        'href',
        '/modernmart/registerPayment',
      );
    }
    await actions.locator('a, button').first().click();
    await expect(page).toHaveURL(row.primaryGoesTo);
    if (token && row.checkCVC) {
      // The selected token travels in navigation state (React Router keeps it under `usr`).
      const carried = await page.evaluate(() => window.history.state?.usr?.token?.tokenId);
      expect(carried).toBe(token.tokenId);
    }
  });
}

test(
  'several saved cards: a dropdown picks the card, its address and the token Buy Now carries',
  once,
  async ({ page }) => {
    await page.goto('/retail/basket');
    await seedStorage(page, { 'sjd:cart': stored(sampleCart) });
    const first = await createSavedCard(page);
    const second = await createSavedCard(page, {
      ...sampleCard,
      cardHolderName: 'Grace Hopper',
      cardNumber: scenarioCard('challenge', 'mastercard'),
      billingAddress: {
        address1: '4 Quay Street',
        postalCode: 'M3 3JZ',
        city: 'Manchester',
        countryCode: 'GB',
      },
    });
    await seedSavedCards(page, [first, second]);

    const screen = shopScreen(page);
    const picker = screen.getByRole('combobox', { name: 'Saved card' });
    await expect(picker.getByRole('option')).toHaveText([
      'Visa •••• 1091 · expires 05/35',
      'Mastercard •••• 1096 · expires 05/35',
    ]);
    await expect(screen.getByText('12 Harbour Row, St Ives, TR26 1LP, GB')).toBeVisible();
    await picker.selectOption({ label: 'Mastercard •••• 1096 · expires 05/35' });
    await expect(screen.getByText('4 Quay Street, Manchester, M3 3JZ, GB')).toBeVisible();
    await screen.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/retail\/cardCheck$/);
    expect(await page.evaluate(() => window.history.state?.usr?.token?.tokenId)).toBe(
      second.tokenId,
    );
  },
);

test(
  'registerPayment: Payment, the total with its item count, the card-number field',
  once,
  async ({ page }) => {
    await page.goto('/retail/registerPayment');
    const screen = shopScreen(page);
    const total = screen.getByRole('group', { name: 'Order total' });
    await expect(total).toHaveText('Total (0 items)£0.00');
    const one = {
      ...sampleCart,
      items: sampleCart.items.slice(0, 1),
      cartTotal: 100,
      itemCount: 1,
    };
    await seedStorage(page, { 'sjd:cart': stored(one) });
    await expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(total).toHaveText('Total (1 item)£1.00');
    await seedStorage(page, { 'sjd:cart': stored(sampleCart) });
    await expect(total).toHaveText('Total (2 items)£2.00');

    // Named by what it shows: the field's label and its hint.
    const field = screen.getByRole('link', { name: 'Card number Enter your card details' });
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/retail\/checkout$/);
  },
);
