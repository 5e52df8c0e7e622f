import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialCartState } from '../../../features/cart/cart-slice';
import { initialPaymentState } from '../../../features/journeys/slices/payment-slice';
import { defaultSiteConfig } from '../../../features/site-config/site-config-slice';
import { initialTokensState } from '../../../features/journeys/slices/tokens-slice';
import { renderShopScreen } from '../../../test/shop-route';
import type { ScreenId, ShopTheme } from '../../../config/paths';
import { PaymentResultRoute } from './payment-result-route';
import { SuccessRoute } from './success-route';

describe('payment result routes', () => {
  it.each<[ScreenId, string, string, string, string]>([
    [
      'declined',
      'Payment declined',
      'Your payment was declined.',
      'Card number Enter your card details',
      '/retail/checkout',
    ],
    [
      'error',
      'Payment failed',
      'There was an error taking your payment.',
      'Card number Enter your card details',
      '/retail/checkout',
    ],
    ['addCardFailed', 'Failed', 'Failed to add card.', 'add card', '/retail/account'],
  ])('%s: title, message, and the way to try again', (screenId, title, message, link, to) => {
    const { router } = renderShopScreen({
      theme: 'retail',
      screen: screenId,
      element: <PaymentResultRoute />,
    });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    const headline = screen.queryByRole('heading', { level: 2, name: 'Enter Card Details' });
    expect(Boolean(headline)).toBe(link.startsWith('Card number'));
    fireEvent.click(screen.getByRole('link', { name: link }));
    expect(router.state.location.pathname).toBe(to);
  });

  it("digital's failed card replacement: the button says 'my account' and goes there", () => {
    const { router } = renderShopScreen({
      theme: 'digital',
      screen: 'addCardFailed',
      element: <PaymentResultRoute />,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Failed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add card.');
    expect(screen.queryByRole('link', { name: /add card/i })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'my account' }));
    expect(router.state.location.pathname).toBe('/digital/account');
  });

  const fullCart = {
    ...initialCartState(),
    items: [{ id: 1, title: 'Heart sunglasses', price: 100, quantity: 2 }],
    cartTotal: 200,
    itemCount: 2,
  };
  /** The wallet buttons are these, in this order (named by their content). */
  const expectWalletButtons = (names: string[]) => {
    const buttons = screen.queryAllByRole('button', { name: /^Pay with / });
    expect(buttons).toHaveLength(names.length);
    buttons.forEach((button, index) => expect(button).toHaveAccessibleName(names[index]));
  };

  it.each<[string, ShopTheme, ScreenId, Partial<typeof defaultSiteConfig>, string[]]>([
    ['retail, declined', 'retail', 'declined', {}, ['Pay with PayPal', 'Pay with Apple Pay']],
    ['retail, error', 'retail', 'error', {}, ['Pay with PayPal', 'Pay with Apple Pay']],
    [
      'modernmart (Modular), declined',
      'modernmart',
      'declined',
      { theme: 'modernmart', integrationType: 'Modular' },
      ['Pay with Apple Pay'],
    ],
    [
      'modernmart (Orchestrated): not offered',
      'modernmart',
      'declined',
      { theme: 'modernmart', integrationType: 'Orchestrated' },
      [],
    ],
    ['retail, express switched off', 'retail', 'error', { allowExpressPayment: false }, []],
  ])("%s: the 'Or' divider and the shop's wallets", (_name, theme, screenId, settings, wallets) => {
    renderShopScreen({
      theme,
      screen: screenId,
      element: <PaymentResultRoute />,
      preloaded: { cart: fullCart, siteConfig: { ...defaultSiteConfig, ...settings } },
    });
    expectWalletButtons(wallets);
    expect(screen.queryAllByText('Or', { exact: true })).toHaveLength(wallets.length ? 1 : 0);
  });

  it('offers no wallets after a result when the basket is empty: nothing to pay', () => {
    renderShopScreen({ theme: 'retail', screen: 'declined', element: <PaymentResultRoute /> });
    expectWalletButtons([]);
    expect(screen.queryByText('Or', { exact: true })).toBeNull();
  });

  it('success: titled Success, clears the cart, continues to the listing', () => {
    const cart = {
      ...initialCartState(),
      items: [{ id: 1, title: 'Wool fedora hat', price: 100, quantity: 2 }],
      cartTotal: 200,
      itemCount: 2,
    };
    const { store, router } = renderShopScreen({
      theme: 'modernmart',
      screen: 'success',
      element: <SuccessRoute />,
      preloaded: { cart },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
    expect(
      screen.getByText('Thank you for your order. Your payment was successful.'),
    ).toBeVisible();
    expect(store.getState().cart).toMatchObject({ items: [], itemCount: 0, cartTotal: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/modernmart/plp');
  });
});

describe('result routes close the journey', () => {
  it('declined: shows the recorded reason, then the payment status goes back to ""', () => {
    const { store } = renderShopScreen({
      theme: 'retail',
      screen: 'declined',
      element: <PaymentResultRoute />,
      preloaded: {
        payment: {
          ...initialPaymentState,
          paymentStatus: 'declined',
          error: '3DS: authenticationFailed',
        },
      },
    });
    expect(screen.getByText('Details: 3DS: authenticationFailed')).toBeVisible();
    expect(store.getState().payment.paymentStatus).toBe('');
  });

  it('addCardfailed: shows the token error, then the token process is reset', () => {
    const { store } = renderShopScreen({
      theme: 'retail',
      screen: 'addCardFailed',
      element: <PaymentResultRoute />,
      preloaded: {
        tokens: {
          ...initialTokensState,
          tokenStatus: 'failure',
          error: 'Card not verified: REFUSED',
        },
      },
    });
    expect(screen.getByText('Details: Card not verified: REFUSED')).toBeVisible();
    expect(store.getState().tokens).toMatchObject({ tokenStatus: 'not-initialised', error: null });
  });

  it('success: shows the order reference, then the payment status goes back to ""', () => {
    const { store } = renderShopScreen({
      theme: 'retail',
      screen: 'success',
      element: <SuccessRoute />,
      preloaded: {
        payment: {
          ...initialPaymentState,
          paymentStatus: 'success',
          paymentAuth: {
            outcome: 'authorized',
            transactionReference: 'SJD-1234',
            amount: 200,
            currency: 'GBP',
          },
        },
      },
    });
    expect(screen.getByText('Order reference: SJD-1234')).toBeVisible();
    expect(store.getState().payment.paymentStatus).toBe('');
  });
});
