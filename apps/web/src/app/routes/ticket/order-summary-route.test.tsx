// {base}/order-summary (spec §4 "Hosted payment (museart)"): the order and its payment, where
// each callback status leads, and a page that could not be created (no provider here: the
// journey fails the way an unreachable provider does) giving a message and a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../store';
import { initialCartState, isoDate } from '../../../features/cart/cart-slice';
import { initialEnvironmentState } from '../../../features/environment/environment-slice';
import {
  initialPaymentState,
  type PaymentStatus,
} from '../../../features/journeys/slices/payment-slice';
import { createProviderClient } from '../../../lib/provider-client';
import { sampleEnvironmentConfig } from '../../../test/fixtures';
import { renderShopScreen } from '../../../test/shop-route';
import { OrderSummaryRoute } from './order-summary-route';

const today = isoDate(new Date());
const order = {
  ...initialCartState(today),
  items: [
    { id: 1, title: 'Adult', price: 1000, quantity: 2 },
    { id: 2, title: 'Child (3-15 years)', price: 400, quantity: 1 },
  ],
  cartTotal: 3000,
  itemCount: 3,
};

/** A provider client whose server cannot be reached (every call records 'Request failed'). */
const unreachable = () =>
  createProviderClient({ fetch: vi.fn().mockRejectedValue(new TypeError('fetch failed')) });

function renderSummary(preloaded: Partial<RootState> = {}) {
  return renderShopScreen({
    theme: 'museart',
    screen: 'orderSummary',
    element: <OrderSummaryRoute />,
    client: unreachable(),
    preloaded: {
      cart: order,
      environment: {
        ...initialEnvironmentState,
        configFetched: true,
        config: sampleEnvironmentConfig,
      },
      ...preloaded,
    },
  });
}

describe('order summary', () => {
  it('shows the tickets, the date and the total they add up to', () => {
    renderSummary();
    expect(screen.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    const lines = screen.getByRole('list', { name: 'Order lines' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Adult 2 × £10.00£20.00',
      'Child (3-15 years) 1 × £4.00£4.00',
      'Booking fee (per order)£6.00',
    ]);
    expect(screen.getByRole('group', { name: 'Order total' })).toHaveTextContent('Total£30.00');
    expect(screen.getByText(/Visit date/).parentElement).toHaveTextContent(today.slice(0, 4));
    expect(screen.getByRole('link', { name: 'Change tickets or date' })).toHaveAttribute(
      'href',
      '/museart/order-detail',
    );
  });

  it('pays the order on the hosted page; a page that cannot be created says so and offers a retry', async () => {
    const user = userEvent.setup();
    const { store, types } = renderSummary();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(types()).toContain('payment/hostedPaymentRequested');

    // The demo server cannot be reached: the page is not created.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment page could not be opened');
    expect(alert).toHaveTextContent('your tickets are kept');
    expect(alert).toHaveTextContent('Details: The demo server could not be reached.');
    await waitFor(() => expect(alert).toHaveFocus());
    // The payment ended without a result: nothing charged, the next try may start.
    expect(types()).toContain('payment/paymentAbandoned');
    expect(store.getState().payment.paymentStatus).toBe('');
    expect(store.getState().cart).toEqual(order);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(types().filter((t) => t === 'payment/hostedPaymentRequested')).toHaveLength(2);
  });

  it.each<[PaymentStatus, string]>([
    ['success', '/museart/success'],
    ['pending', '/museart/processing'],
    ['declined', '/museart/declined'],
    ['error', '/museart/error'],
  ])('payment %s → %s', (paymentStatus, path) => {
    renderSummary({ payment: { ...initialPaymentState, paymentStatus } });
    expect(screen.getByText(`Now at ${path}`)).toBeVisible();
  });

  it('an order without tickets, or with a date gone by, cannot be paid', () => {
    renderSummary({ cart: initialCartState(today) });
    expect(screen.getByRole('status')).toHaveTextContent('Your order has no tickets yet.');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose tickets' })).toHaveAttribute(
      'href',
      '/museart/order-detail',
    );
  });

  it('an order dated before today asks for a new date', () => {
    renderSummary({ cart: { ...order, selectedDate: '2000-01-01' } });
    expect(screen.getByRole('status')).toHaveTextContent('needs a visit date from today on');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });
});
