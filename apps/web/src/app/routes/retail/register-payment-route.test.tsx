import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialCartState } from '../../../features/cart/cart-slice';
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
    const field = screen.getByRole('link', { name: 'Card number' });
    expect(field).toHaveAccessibleDescription('Enter your card details');
    fireEvent.click(field);
    expect(router.state.location.pathname).toBe('/modernmart/checkout');
  });
});
