// The subscription shop's own screens and its options of the shared ones (spec §2 Digital, §4
// "Edit card screen", "Replace card"): the checkout sells the plan, the account's recurring
// payment, edit-card's 'Replace Card' / 'Update Card', and replace-card's way out after the
// journey.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../store';
import { initialEnvironmentState } from '../../../features/environment/environment-slice';
import { recurringPaymentRequested } from '../../../features/journeys';
import { tokenProcessReset } from '../../../features/journeys';
import { initialTokensState } from '../../../features/journeys/slices/tokens-slice';
import { cardNavigationState } from '../../../lib/navigation-state';
import { sampleEnvironmentConfig, sampleToken } from '../../../test/fixtures';
import { renderShopScreen } from '../../../test/shop-route';
import { CheckoutRoute } from '../shared/checkout-route';
import { EditCardRoute } from '../shared/edit-card-route';
import { AccountRoute } from './account-route';
import { ReplaceCardRoute } from './replace-card-route';

const subscribed = { ...sampleToken, schemeTransactionReference: '123456789012345' };
const environment = {
  environment: { ...initialEnvironmentState, configFetched: true, config: sampleEnvironmentConfig },
};
const tokensState = (
  tokens: (typeof sampleToken)[],
  extra: Partial<RootState['tokens']> = {},
): Partial<RootState> => ({
  ...environment,
  tokens: {
    ...initialTokensState,
    tokens: tokens.map((token) => ({ ...token, subsequentPayment: true })),
    ...extra,
  },
});

describe('digital checkout', () => {
  it('sells the plan: the cart becomes the plan, the card is always kept', () => {
    const { store } = renderShopScreen({
      theme: 'digital',
      screen: 'checkout',
      element: <CheckoutRoute />,
      preloaded: environment,
    });
    const plan = screen.getByRole('region', { name: 'Basic plan' });
    expect(plan).toHaveTextContent('Single language');
    expect(plan).toHaveTextContent('£1.00 / month');
    expect(store.getState().cart).toMatchObject({
      items: [{ id: 1, title: 'Basic', price: 100, quantity: 1 }],
      cartTotal: 100,
      itemCount: 1,
    });
    expect(screen.getByText(/Your card is kept for the monthly renewals/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subscribe · £1.00 a month' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Remember my details' })).toBeNull();
  });
});

describe('digital account', () => {
  it('without a card: not active, subscribe first, no recurring payment', () => {
    const { actions } = renderShopScreen({
      theme: 'digital',
      screen: 'account',
      element: <AccountRoute />,
      preloaded: tokensState([]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(screen.getByText('Not active: there is no card to renew on')).toBeVisible();
    expect(screen.getByText('No saved card available')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subscribe to Basic' })).toHaveAttribute(
      'href',
      '/digital/checkout',
    );
    const button = screen.getByRole('button', { name: 'Take recurring payment · £1.00' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Subscribe first: a recurring payment needs a saved card.',
    );
    // Showing the account closes a finished token process.
    expect(actions).toContainEqual(tokenProcessReset());
  });

  it('a card without a scheme reference cannot be charged by the merchant', () => {
    renderShopScreen({
      theme: 'digital',
      screen: 'account',
      element: <AccountRoute />,
      preloaded: tokensState([sampleToken]),
    });
    expect(
      screen.getByRole('button', { name: /^Take recurring payment/ }),
    ).toHaveAccessibleDescription(/no scheme reference/);
  });

  it('the saved card, its reference and the recurring payment, which starts the journey', () => {
    const { actions, router } = renderShopScreen({
      theme: 'digital',
      screen: 'account',
      element: <AccountRoute />,
      preloaded: tokensState([subscribed]),
    });
    expect(screen.getByText('Active · renews every month on your saved card')).toBeVisible();
    const card = screen.getByRole('region', { name: 'Saved card' });
    expect(card.querySelectorAll('li')).toHaveLength(1);
    expect(card).toHaveTextContent('Visa •••• 1091');
    const recurring = screen.getByRole('region', { name: 'Recurring payment' });
    expect(recurring).toHaveTextContent('merchant-initiated payment');
    expect(recurring).toHaveTextContent('123456789012345');
    fireEvent.click(screen.getByRole('button', { name: 'Take recurring payment · £1.00' }));
    expect(actions).toContainEqual(
      recurringPaymentRequested({
        tokenId: subscribed.tokenId,
        charge: { amount: 100, purpose: 'renewal' },
      }),
    );
    expect(router.state.location.pathname).toBe('/digital/processing');
  });
});

describe('digital edit card', () => {
  it("'Replace Card' (to replace-card, with the card) until something is edited, then 'Update Card'", () => {
    const { router } = renderShopScreen({
      theme: 'digital',
      screen: 'editCard',
      element: <EditCardRoute />,
      state: cardNavigationState(subscribed),
      preloaded: tokensState([subscribed]),
    });
    expect(screen.queryByRole('button', { name: 'Update Card' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Cardholder name' }), {
      target: { value: 'RENEWAL_REFUSED' },
    });
    expect(screen.getByRole('button', { name: 'Update Card' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Replace Card' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Cardholder name' }), {
      target: { value: 'Ada Lovelace' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Replace Card' }));
    expect(router.state.location.pathname).toBe('/digital/account/replace-card');
    expect(router.state.location.state).toMatchObject({ token: { tokenId: subscribed.tokenId } });
  });
});

describe('digital replace card', () => {
  const render = (preloaded: Partial<RootState>, state?: unknown) =>
    renderShopScreen({
      theme: 'digital',
      screen: 'replaceCard',
      element: <ReplaceCardRoute />,
      state,
      preloaded,
    });

  it('names the current card and offers the card form', () => {
    render(tokensState([subscribed]), cardNavigationState(subscribed));
    expect(screen.getByRole('heading', { level: 1, name: 'Replace card' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Current card' })).toHaveTextContent(
      'Visa •••• 1091',
    );
    expect(screen.getByRole('form', { name: 'Replace card' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Replace card' })).toBeDisabled();
  });

  it('the card was replaced (no conflict): token process reset, then the account', () => {
    const { actions, router } = render(
      tokensState([subscribed], { tokenStatus: 'success', tokenConflictStatus: 'no-conflict' }),
      cardNavigationState(subscribed),
    );
    expect(actions).toContainEqual(tokenProcessReset());
    expect(router.state.location.pathname).toBe('/digital/account');
  });

  it('the same card again (a conflict): its details were updated, then the account', () => {
    const { actions, router } = render(
      tokensState([subscribed], { tokenStatus: 'success', tokenConflictStatus: 'conflict' }),
      cardNavigationState(subscribed),
    );
    expect(screen.getByText(/That card was already saved/)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(actions).not.toContainEqual(tokenProcessReset());
    fireEvent.click(screen.getByRole('button', { name: 'Go to my account' }));
    expect(actions).toContainEqual(tokenProcessReset());
    expect(router.state.location.pathname).toBe('/digital/account');
  });

  it.each(['processing', 'failure'] as const)(
    'token status %s: the processing screen routes it (a failure to addCardfailed)',
    (tokenStatus) => {
      const { router } = render(tokensState([subscribed], { tokenStatus }));
      expect(router.state.location.pathname).toBe('/digital/processing');
    },
  );
});
