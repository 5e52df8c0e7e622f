import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../store';
import { initialCartState, itemRemoved } from '../../../features/cart/cart-slice';
import { itemAddedNoticeMs } from '../../../features/catalog/use-item-added-notice';
import { renderShopScreen } from '../../../test/shop-route';
import { PdpRoute } from './pdp-route';

const renderPdp = (
  id: string,
  theme: 'retail' | 'modernmart' = 'retail',
  preloaded?: Partial<RootState>,
) =>
  renderShopScreen({
    theme,
    screen: 'pdp',
    element: <PdpRoute />,
    at: `/${theme}/pdp/${id}`,
    preloaded,
  });

describe('pdp route', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the product: image, title, price, size and colour, the accordion', () => {
    renderPdp('4', 'modernmart');
    expect(screen.getByRole('heading', { level: 1, name: 'Crew neck jumper' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Crew neck jumper' })).toHaveAttribute(
      'src',
      expect.stringMatching(/crew-neck-jumper-large.*\.jpg$/),
    );
    const article = screen.getByRole('article', { name: 'Crew neck jumper' });
    expect(within(article).getByText('£1.00')).toBeVisible();
    const size = screen.getByRole('combobox', { name: 'Size' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['One Size']);
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect(
      within(colour)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Brown']);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Product Information', 'Size Guide', 'Refunds & Returns', 'You may also like']);
    // Like a shop's page: the way back to the category, and more of the catalogue.
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Featured' })).toHaveAttribute(
      'href',
      '/modernmart/plp',
    );
    const related = screen.getByRole('region', { name: 'You may also like' });
    // hidden: jsdom (31) applies the phone's `display: none` to the third card but not the
    // wider screens' media rule that shows it again.
    expect(
      within(related)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/modernmart/pdp/5', '/modernmart/pdp/6', '/modernmart/pdp/1']);
  });

  it('adds to the basket, merging by title; "Item added" shows for 2 seconds after the last rise', () => {
    const { store } = renderPdp('2');
    const add = screen.getByRole('button', { name: 'Add to Basket' });
    expect(screen.queryByText('Item added')).toBeNull();

    fireEvent.click(add);
    expect(screen.getByRole('status')).toHaveTextContent('Item added');
    act(() => vi.advanceTimersByTime(itemAddedNoticeMs - 500));
    fireEvent.click(add);
    act(() => vi.advanceTimersByTime(itemAddedNoticeMs - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Item added');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');

    expect(store.getState().cart).toMatchObject({
      items: [{ id: 2, title: 'Heart sunglasses', price: 100, quantity: 2 }],
      cartTotal: 200,
      itemCount: 2,
    });
  });

  it('a total that falls (an item removed elsewhere) shows no notice', () => {
    const cart = {
      ...initialCartState(),
      items: [{ id: 1, title: 'Round straw cross body bag', price: 100, quantity: 1 }],
      cartTotal: 100,
      itemCount: 1,
    };
    const { store } = renderPdp('1', 'retail', { cart });
    act(() => {
      store.dispatch(itemRemoved({ id: 1 }));
    });
    expect(store.getState().cart.cartTotal).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it.each(['2abc', '2.5', '02'])('id %j is product 2, as /pdp/2 (parseInt)', (id) => {
    renderPdp(id);
    expect(screen.getByRole('heading', { level: 1, name: 'Heart sunglasses' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Basket' })).toBeEnabled();
  });

  it.each(['99', 'abc', '-1'])('id %j: a not-found state with the way back', (id) => {
    const { router } = renderPdp(id);
    expect(screen.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to Basket' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Browse Summer' }));
    expect(router.state.location.pathname).toBe('/retail/plp');
  });
});
