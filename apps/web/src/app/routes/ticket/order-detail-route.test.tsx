// {base}/order-detail (spec §4 "Ticket page", §5 "Tickets"): the default order, the bounds of
// each count, the date picker's rules, what disables Checkout, and the cart following it all.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { initialCartState, isoDate } from '../../../features/cart/cart-slice';
import { renderShopScreen } from '../../../test/shop-route';
import { OrderDetailRoute } from './order-detail-route';

const today = isoDate(new Date());

function renderOrderDetail(cart = initialCartState(today)) {
  return renderShopScreen({
    theme: 'museart',
    screen: 'orderDetail',
    element: <OrderDetailRoute />,
    preloaded: { cart },
  });
}

const total = () => screen.getByRole('group', { name: 'Order total' });
const checkout = () => screen.getByRole('link', { name: 'Checkout' });
const button = (name: string) => screen.getByRole('button', { name });

describe('order detail', () => {
  it('an empty cart starts at one adult ticket: £10 + £6 booking fee = £16', () => {
    const { store } = renderOrderDetail();
    const adult = screen.getByRole('listitem', { name: 'Adult' });
    expect(within(adult).getByText('£10.00')).toBeVisible();
    expect(within(adult).getByText('per adult')).toBeVisible();
    expect(within(adult).getByRole('status')).toHaveTextContent('1');
    const child = screen.getByRole('listitem', { name: 'Child (3-15 years)' });
    expect(within(child).getByText('£4.00')).toBeVisible();
    expect(within(child).getByRole('status')).toHaveTextContent('0');
    const lines = screen.getByRole('list', { name: 'Order lines' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Adult 1 × £10.00£10.00', 'Booking fee (per order)£6.00']);
    expect(total()).toHaveTextContent('Total£16.00');
    expect(store.getState().cart).toMatchObject({
      items: [{ id: 1, title: 'Adult', price: 1000, quantity: 1 }],
      cartTotal: 1600,
      itemCount: 1,
      selectedDate: today,
    });
  });

  it('the first paint already shows the default order, with Checkout enabled', () => {
    // What the page's first commit put on screen, read before any effect ran: the defaults go
    // into the cart from an effect, and a page that waited for them flashed an empty order and a
    // disabled Checkout (which then faded in, mid-transition, under axe's contrast check).
    const first: string[] = [];
    function FirstCommit() {
      useLayoutEffect(() => {
        first.push(
          total().textContent ?? '',
          checkout().getAttribute('aria-disabled') ?? 'enabled',
          (screen.getByLabelText(/Visit date/) as HTMLInputElement).value,
        );
      }, []);
      return null;
    }
    renderShopScreen({
      theme: 'museart',
      screen: 'orderDetail',
      element: (
        <>
          <OrderDetailRoute />
          <FirstCommit />
        </>
      ),
      preloaded: { cart: { ...initialCartState('2020-01-01') } },
    });
    expect(first).toEqual(['Total£16.00', 'enabled', today]);
    expect(total()).toHaveTextContent('Total£16.00');
    expect(checkout()).not.toHaveAttribute('aria-disabled');
  });

  it('another shop’s basket becomes the default ticket order', () => {
    const { store } = renderOrderDetail({
      ...initialCartState(today),
      items: [{ id: 5, title: 'Straw hat with bow', price: 100, quantity: 2 }],
      cartTotal: 200,
      itemCount: 2,
    });
    expect(store.getState().cart).toMatchObject({ cartTotal: 1600, itemCount: 1 });
  });

  it('0 to 9 per type: minus disabled at 0, plus at 9; the cart follows', async () => {
    const user = userEvent.setup();
    const { store } = renderOrderDetail();
    expect(button('One child ticket fewer')).toBeDisabled();
    for (let i = 0; i < 9; i += 1) await user.click(button('One child ticket more'));
    expect(button('One child ticket more')).toBeDisabled();
    // The disabled button handed the focus on instead of dropping it.
    expect(button('One child ticket fewer')).toHaveFocus();
    expect(screen.getByRole('status', { name: '9 child tickets' })).toBeVisible();
    expect(total()).toHaveTextContent('£52.00');
    expect(store.getState().cart).toMatchObject({
      items: [
        { id: 1, title: 'Adult', price: 1000, quantity: 1 },
        { id: 2, title: 'Child (3-15 years)', price: 400, quantity: 9 },
      ],
      cartTotal: 1000 + 3600 + 600,
      itemCount: 10,
    });
  });

  it('no tickets: Checkout disabled, no fee, and the page says why', async () => {
    const user = userEvent.setup();
    const { store } = renderOrderDetail();
    expect(checkout()).not.toHaveAttribute('aria-disabled');
    await user.click(button('One adult ticket fewer'));
    expect(button('One adult ticket fewer')).toBeDisabled();
    expect(checkout()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose at least one ticket.')).toBeVisible();
    expect(screen.getByText('No tickets chosen yet.')).toBeVisible();
    expect(total()).toHaveTextContent('£0.00');
    expect(store.getState().cart).toMatchObject({ items: [], cartTotal: 0, itemCount: 0 });
  });

  it('the date: today by default and at the earliest, typing blocked, clearing disables Checkout', async () => {
    const user = userEvent.setup();
    const { store } = renderOrderDetail();
    const date = screen.getByLabelText(/Visit date/);
    expect(date).toHaveValue(today);
    expect(date).toHaveAttribute('min', today);
    expect(fireEvent.keyDown(date, { key: '1' })).toBe(false);
    expect(fireEvent.keyDown(date, { key: 'Backspace' })).toBe(false);
    expect(fireEvent.keyDown(date, { key: 'Tab' })).toBe(true);

    fireEvent.change(date, { target: { value: '2099-12-24' } });
    expect(store.getState().cart.selectedDate).toBe('2099-12-24');
    fireEvent.change(date, { target: { value: '' } });
    expect(store.getState().cart.selectedDate).toBe('');
    expect(checkout()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose a visit date to continue.')).toBeVisible();

    fireEvent.change(date, { target: { value: '2000-01-01' } });
    expect(store.getState().cart.selectedDate).toBe(today);
    await user.click(checkout());
    expect(screen.getByText('Now at /museart/order-summary')).toBeVisible();
  });

  it('a visit date kept from an earlier day moves to today', () => {
    const { store } = renderOrderDetail({ ...initialCartState('2000-01-01') });
    expect(store.getState().cart.selectedDate).toBe(today);
  });
});
