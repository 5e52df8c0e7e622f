import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialCartState } from '../../../features/cart/cart-slice';
import { defaultSiteConfig } from '../../../features/site-config/site-config-slice';
import type { ShopTheme } from '../../../config/paths';
import { renderShopScreen } from '../../../test/shop-route';
import { RegisterPaymentRoute } from './register-payment-route';

const cartOf = (quantity: number) => ({
  ...initialCartState(),
  items: quantity ? [{ id: 3, title: 'Slim fit chinos', price: 100, quantity }] : [],
  cartTotal: 100 * quantity,
  itemCount: quantity,
});

describe('registerPayment route', () => {
  it.each([
    [0, 'Total (0 items)£0.00'],
    [1, 'Total (1 item)£1.00'],
    [3, 'Total (3 items)£3.00'],
  ])('%i in the cart: %s', (quantity, text) => {
    renderShopScreen({
      theme: 'modernmart',
      screen: 'registerPayment',
      element: <RegisterPaymentRoute />,
      preloaded: { cart: cartOf(quantity) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Order total' })).toHaveTextContent(text);
  });

  it('the card-number field opens the card form', () => {
    const { router } = renderShopScreen({
      theme: 'modernmart',
      screen: 'registerPayment',
      element: <RegisterPaymentRoute />,
      preloaded: { cart: cartOf(1) },
    });
    // Named by its visible text, the label and the hint (nothing read that is not seen).
    const field = screen.getByRole('link', { name: 'Card number Enter your card details' });
    fireEvent.click(field);
    expect(router.state.location.pathname).toBe('/modernmart/checkout');
  });

  it.each<[string, ShopTheme, Partial<typeof defaultSiteConfig>, string[]]>([
    ['retail', 'retail', {}, ['Pay with PayPal', 'Pay with Apple Pay', 'Pay with Google Pay']],
    ['retail, express switched off', 'retail', { allowExpressPayment: false }, []],
    [
      'modernmart with the Modular integration',
      'modernmart',
      { theme: 'modernmart', integrationType: 'Modular' },
      ['Pay with Apple Pay', 'Pay with Google Pay'],
    ],
    [
      'modernmart with the Orchestrated integration',
      'modernmart',
      { theme: 'modernmart', integrationType: 'Orchestrated' },
      [],
    ],
  ])('%s: the express buttons follow the settings', (_name, theme, settings, wallets) => {
    renderShopScreen({
      theme,
      screen: 'registerPayment',
      element: <RegisterPaymentRoute />,
      preloaded: { cart: cartOf(1), siteConfig: { ...defaultSiteConfig, ...settings } },
    });
    const buttons = screen.queryAllByRole('button', { name: /^Pay with / });
    expect(buttons).toHaveLength(wallets.length);
    buttons.forEach((button, index) => expect(button).toHaveAccessibleName(wallets[index]));
    const heading = screen.queryByRole('heading', { level: 2, name: 'Express checkout' });
    expect(Boolean(heading)).toBe(wallets.length > 0);
  });
});
