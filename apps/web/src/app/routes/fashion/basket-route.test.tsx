import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../store';
import { initialCartState, type CartState } from '../../../features/cart/cart-slice';
import { defaultSiteConfig } from '../../../features/site-config/site-config-slice';
import { sampleToken } from '../../../test/fixtures';
import { renderShopScreen, withSavedCards } from '../../../test/shop-route';
import { buyNowPressed } from '../../../features/journeys';
import { BasketRoute } from './basket-route';

const cart: CartState = {
  ...initialCartState(),
  items: [
    { id: 2, title: 'Heart sunglasses', price: 100, quantity: 2 },
    { id: 5, title: 'Straw hat with bow', price: 100, quantity: 1 },
  ],
  cartTotal: 300,
  itemCount: 3,
};
const secondToken = {
  ...sampleToken,
  tokenId: 'SECOND',
  paymentInstrument: {
    ...sampleToken.paymentInstrument,
    cardNumber: '5200********1096',
    brand: 'MASTERCARD',
    billingAddress: {
      address1: '4 Quay Street',
      city: 'Manchester',
      postalCode: 'M3 3JZ',
      countryCode: 'GB',
    },
  },
};

function renderBasket(preloaded: Partial<RootState>) {
  return renderShopScreen({
    theme: 'retail',
    screen: 'basket',
    element: <BasketRoute />,
    preloaded,
  });
}

/** The footer's buttons and links, in the order they show. */
function actionNames() {
  const group = within(screen.getByRole('group', { name: 'Basket actions' }));
  return [...group.queryAllByRole('link'), ...group.queryAllByRole('button')]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((element) => element.textContent);
}

describe('basket route', () => {
  it.each<[string, Partial<RootState>, string[], string]>([
    ['no items', {}, ['Start Shopping'], '/retail/plp'],
    ['items, no saved card', { cart }, ['Checkout'], '/retail/registerPayment'],
    [
      'saved card, CVC check on',
      { cart, ...withSavedCards(sampleToken) },
      ['Buy Now', 'Add New Payment Type'],
      '/retail/cardCheck',
    ],
  ])('footer: %s', (_name, preloaded, names, firstGoesTo) => {
    const { router } = renderBasket(preloaded);
    expect(actionNames()).toEqual(names);
    fireEvent.click(
      screen.getByRole(names[0] === 'Buy Now' ? 'button' : 'link', { name: names[0] }),
    );
    expect(router.state.location.pathname).toBe(firstGoesTo);
  });

  it('Buy Now with the CVC check on carries the chosen card to cardCheck', () => {
    const { router } = renderBasket({ cart, ...withSavedCards(sampleToken, secondToken) });
    fireEvent.change(screen.getByRole('combobox', { name: 'Saved card' }), {
      target: { value: 'SECOND' },
    });
    expect(screen.getByText('4 Quay Street, Manchester, M3 3JZ, GB')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(router.state.location.pathname).toBe('/retail/cardCheck');
    expect(router.state.location.state).toMatchObject({ token: { tokenId: 'SECOND' } });
  });

  it('Buy Now with the CVC check off starts the stored-card payment and goes to processing', () => {
    const { actions, router } = renderBasket({
      cart,
      ...withSavedCards(sampleToken),
      siteConfig: { ...defaultSiteConfig, checkCVC: false },
    });
    expect(actionNames()).toEqual(['Buy Now', 'Add New Payment Type']);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    const pressed = actions.find(buyNowPressed.match);
    expect(pressed?.payload.tokenId).toBe(sampleToken.tokenId);
    expect(pressed?.payload.securityCode).toBeUndefined();
    // The payment status is 'processing': the basket hands over to the processing screen.
    expect(router.state.location.pathname).toBe('/retail/processing');
  });

  it('one saved card: shown masked with its address, no dropdown', () => {
    renderBasket({ cart, ...withSavedCards(sampleToken) });
    expect(screen.queryByRole('combobox', { name: 'Saved card' })).toBeNull();
    expect(screen.getByText('Visa •••• 1091')).toBeVisible();
    expect(screen.getByText('1 Demo Street, London, AAAA, GB')).toBeVisible();
    expect(screen.queryByText(/4000000000001091/)).toBeNull();
  });

  it('the strip, the total and remove controls named after their items', () => {
    const { store } = renderBasket({ cart });
    const strip = screen.getByRole('list', { name: 'Items in your basket' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Heart sunglasses2 × £1.00', 'Straw hat with bow1 × £1.00']);
    expect(screen.getByRole('group', { name: 'Basket total' })).toHaveTextContent('Total£3.00');
    expect(screen.getByText('3 items')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Heart sunglasses' }));
    expect(store.getState().cart).toMatchObject({ itemCount: 1, cartTotal: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Straw hat with bow' }));
    expect(screen.getByText('Your basket is empty.')).toBeVisible();
    expect(actionNames()).toEqual(['Start Shopping']);
  });

  it('a line this shop does not sell still shows, with a lettered square', () => {
    const odd = { ...cart, items: [{ id: 9, title: 'Gift card', price: 100, quantity: 1 }] };
    renderBasket({ cart: { ...odd, cartTotal: 100, itemCount: 1 } });
    const item = within(screen.getByRole('list', { name: 'Items in your basket' })).getByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('GGift card1 × £1.00');
    expect(within(item).queryByRole('img')).toBeNull();
  });
});
