// The route table walked whole (issue "Shops as data"): every screen of every shop renders at its
// path from an empty and from a seeded store without throwing, and every place a shop can send
// the shopper — its rules (entry, idle, card added, retry, success), the processing screen's
// destinations, the links a screen shows and the redirects it makes — is a route of that shop.
import { screen, waitFor } from '@testing-library/react';
import { matchPath } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  shopBase,
  shopThemes,
  type ScreenId,
  type ShopRoute,
  type ShopTheme,
} from '../../config/paths';
import { shops } from '../../config/shops';
import type { RootState } from '../store';
import { initialCartState } from '../../features/cart/cart-slice';
import { initialEnvironmentState } from '../../features/environment/environment-slice';
import type { ProcessingDestination } from '../../features/journeys';
import { cardNavigationState, transactionTypes } from '../../lib/navigation-state';
import { sampleEnvironmentConfig, sampleToken } from '../../test/fixtures';
import { renderShopScreen, withSavedCards } from '../../test/shop-route';
import { loadScreen } from './screens';
import {
  processingDestination,
  retryAction,
  ruleScreens,
  type Destination,
} from './shared/destinations';
import { shopContext } from './use-shop-route';

/** True when a pathname is a route of the shop (exact, case-sensitive, or its catch-all). */
function isRouteOf(theme: ShopTheme, pathname: string): boolean {
  return shops[theme].routes.some((route) => {
    const pattern = route.path === '' ? shopBase(theme) : `${shopBase(theme)}/${route.path}`;
    return matchPath({ path: pattern, caseSensitive: true, end: true }, pathname) !== null;
  });
}

function hasScreen(theme: ShopTheme, screenId: ScreenId): boolean {
  return shops[theme].routes.some((route) => route.screen === screenId);
}

function urlOf(theme: ShopTheme, route: ShopRoute): string {
  const base = shopBase(theme);
  if (route.path === '' || route.path === '*') return base;
  return `${base}/${route.path.replace(':productId', '1')}`;
}

const secondToken = {
  ...sampleToken,
  tokenId: 'SECONDTOKEN000001',
  tokenPaymentInstrument: {
    type: 'card/tokenized' as const,
    href: 'http://localhost:3001/tokens/S2',
  },
};

/** A store with something in every slice a screen reads: cart, saved cards, config, balance. */
const seeded: Partial<RootState> = {
  ...withSavedCards(sampleToken, secondToken),
  cart: {
    ...initialCartState('2026-11-24'),
    items: [{ id: 1, title: 'Round straw cross body bag', price: 100, quantity: 2 }],
    cartTotal: 200,
    itemCount: 2,
  },
  environment: { ...initialEnvironmentState, configFetched: true, config: sampleEnvironmentConfig },
};

const walk = shopThemes.flatMap((theme) =>
  shops[theme].routes.map((route) => ({ theme, route, id: `${theme} ${route.screen}` })),
);

// jsdom does not navigate frames or load scripts: the card fields and 3DS forms go nowhere.
beforeEach(() => {
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  vi.spyOn(console, 'error');
});
afterEach(() => vi.restoreAllMocks());

describe('the route table, walked', () => {
  describe.each([
    ['an empty store', {}],
    ['a seeded store', seeded],
  ])('every screen renders from %s', (_name, preloaded) => {
    it.each(walk)('$id', async ({ theme, route }) => {
      const Screen = await loadScreen(shops[theme].flow, route.screen);
      const { router, container } = renderShopScreen({
        theme,
        screen: route.screen,
        element: <Screen />,
        at: urlOf(theme, route),
        // The screens that name a saved card find it in navigation state.
        state: cardNavigationState(sampleToken),
        preloaded,
      });
      // It rendered something: its own screen, or the shop route it handed over to.
      await waitFor(() => expect(container).not.toBeEmptyDOMElement());
      expect(console.error).not.toHaveBeenCalled();
      expect(isRouteOf(theme, router.state.location.pathname)).toBe(true);
      // Every link it shows into the shop leads to one of the shop's routes.
      const shopLinks = screen
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith(`${shopBase(theme)}/`) || href === shopBase(theme));
      for (const href of shopLinks) expect(isRouteOf(theme, href), href).toBe(true);
    });
  });
});

describe('every destination a shop can produce is one of its routes', () => {
  const outcomes: ProcessingDestination[] = [
    ...transactionTypes.flatMap((transactionType) =>
      (['success', 'declined', 'error'] as const).map((status): ProcessingDestination => ({
        kind: 'payment',
        status,
        transactionType,
      })),
    ),
    { kind: 'cardAdded', isAddingFunds: false },
    { kind: 'cardAdded', isAddingFunds: true },
    { kind: 'cardAddFailed' },
  ];

  it.each(shopThemes)('%s', (theme) => {
    const route = shops[theme].routes[0];
    if (!route) throw new Error(`${theme} has no routes`);
    const shop = shopContext({ theme, route });
    const destinations: Destination[] = [
      ...ruleScreens(shop).map((screenId) => ({ to: shop.path(screenId) })),
      ...outcomes
        // A shop that never adds cards (museart) never has a card that could not be added.
        .filter((d) => d.kind !== 'cardAddFailed' || hasScreen(theme, 'addCardFailed'))
        .map((d) => processingDestination(shop, d, [sampleToken])),
      ...(['error', 'declined', 'cardError'] as const).flatMap((variant) =>
        transactionTypes.map((type) => retryAction(shop, variant, type)),
      ),
    ];
    for (const destination of destinations) {
      expect(isRouteOf(theme, destination.to), destination.to).toBe(true);
    }
  });

  it('digital takes its first saved card to replace-card; gambling goes on to add funds', () => {
    const first = (theme: ShopTheme) => {
      const route = shops[theme].routes[0];
      if (!route) throw new Error(`${theme} has no routes`);
      return shopContext({ theme, route });
    };
    expect(
      processingDestination(first('digital'), { kind: 'cardAdded', isAddingFunds: false }, [
        sampleToken,
        secondToken,
      ]),
    ).toEqual({ to: '/digital/account/replace-card', state: { token: sampleToken } });
    expect(
      processingDestination(first('gambling'), { kind: 'cardAdded', isAddingFunds: true }, []),
    ).toEqual({ to: '/gambling/account/add-funds' });
    expect(
      processingDestination(first('retail'), { kind: 'cardAdded', isAddingFunds: true }, [
        sampleToken,
      ]),
    ).toEqual({ to: '/retail/account' });
  });

  it('the result panels: retail prompts for a card, gambling offers a button, museart continues', () => {
    const at = (theme: ShopTheme) => {
      const route = shops[theme].routes[0];
      if (!route) throw new Error(`${theme} has no routes`);
      return shopContext({ theme, route });
    };
    expect(retryAction(at('retail'), 'declined', 'payment')).toEqual({
      kind: 'cardPrompt',
      to: '/retail/checkout',
    });
    expect(retryAction(at('gambling'), 'error', 'payment')).toMatchObject({
      kind: 'button',
      to: '/gambling/account/add-card',
    });
    expect(retryAction(at('gambling'), 'declined', 'withdraw')).toMatchObject({
      kind: 'button',
      label: 'my account',
      to: '/gambling/account',
    });
    expect(retryAction(at('museart'), 'error', 'payment')).toEqual({
      kind: 'continueOnly',
      label: 'Continue',
      to: '/museart/order-detail',
    });
  });
});
