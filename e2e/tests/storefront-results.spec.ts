// The payment result panels of the fashion shops (spec §2 "Payment result panel", §8): each
// panel's title, message and way on, on both shops, from one table.
import { expect, once, test } from '../fixtures';
import { sampleCart, seedStorage, shopScreen, stored, visit } from '../helpers';
import { testCardsSettled } from '../storefront';

const panels = [
  {
    screen: 'declined',
    title: 'Payment declined',
    message: 'Your payment was declined.',
    retry: {
      headline: 'Enter Card Details',
      link: 'Card number Enter your card details',
      to: 'checkout',
    },
  },
  {
    screen: 'error',
    title: 'Payment failed',
    message: 'There was an error taking your payment.',
    retry: {
      headline: 'Enter Card Details',
      link: 'Card number Enter your card details',
      to: 'checkout',
    },
  },
  {
    screen: 'addCardfailed',
    title: 'Failed',
    message: 'Failed to add card.',
    retry: { headline: null, link: 'add card', to: 'account' },
  },
  {
    screen: 'success',
    title: 'Success',
    message: 'Thank you for your order. Your payment was successful.',
    retry: { headline: null, link: 'Continue Shopping', to: 'plp' },
  },
];

for (const base of ['/retail', '/modernmart']) {
  test(`${base}: result panels`, async ({ page }) => {
    await page.goto(`${base}/plp`);
    const screen = shopScreen(page);
    for (const panel of panels) {
      await visit(page, `${base}/${panel.screen}`);
      await expect(screen.getByRole('heading', { level: 1, name: panel.title })).toBeVisible();
      await expect(screen.getByText(panel.message, { exact: true })).toBeVisible();
      const { headline, link, to } = panel.retry;
      if (headline) await expect(screen.getByRole('heading', { name: headline })).toBeVisible();
      // No express feature yet: no 'Or' divider and no wallet buttons.
      await expect(screen.getByText('Or', { exact: true })).toHaveCount(0);
      await testCardsSettled(page);
      await screen.getByRole('link', { name: link, exact: true }).click();
      await expect(page, panel.screen).toHaveURL(new RegExp(`${base}/${to}$`));
    }
  });
}

test('success clears the cart', once, async ({ page }) => {
  await page.goto('/retail/plp');
  await seedStorage(page, { 'sjd:cart': stored(sampleCart) });
  const screen = shopScreen(page);
  await expect(screen.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  await visit(page, '/retail/success');
  await expect(screen.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
});
