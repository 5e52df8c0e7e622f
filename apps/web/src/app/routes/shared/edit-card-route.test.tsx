import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardDeleteRequested, cardUpdateRequested } from '../../../features/journeys';
import { tokenSelected } from '../../../features/journeys/slices/session-slice';
import { tokenRemoved } from '../../../features/journeys/events';
import { cardNavigationState } from '../../../lib/navigation-state';
import { initialEnvironmentState } from '../../../features/environment/environment-slice';
import { sampleEnvironmentConfig, sampleToken } from '../../../test/fixtures';
import { renderShopScreen, withSavedCards } from '../../../test/shop-route';
import { EditCardRoute } from './edit-card-route';

// The environment config is there (flows wait for it); the provider is not (fakeProviderClient).
const withCard = {
  ...withSavedCards(sampleToken),
  environment: { ...initialEnvironmentState, configFetched: true, config: sampleEnvironmentConfig },
};

function renderEditCard(theme: 'retail' | 'modernmart', state: unknown, preloaded = withCard) {
  return renderShopScreen({
    theme,
    screen: 'editCard',
    element: <EditCardRoute />,
    state,
    preloaded,
  });
}

describe('edit-card route', () => {
  it.each([
    ['no navigation state (typed URL)', undefined],
    ['state of another shape', { transactionType: 'withdraw' }],
    ['a token that is not saved', cardNavigationState({ ...sampleToken, tokenId: 'GONE' })],
  ])('%s: back to the account', (_name, state) => {
    const { router } = renderEditCard('retail', state);
    expect(router.state.location.pathname).toBe('/retail/account');
  });

  it('retail: Update is enabled once something changed and sends only the changes', async () => {
    const user = userEvent.setup();
    const { actions, router } = renderEditCard('retail', cardNavigationState(sampleToken));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit card' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('Visa •••• 1091');
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();

    const name = screen.getByRole('textbox', { name: 'Cardholder name' });
    await user.clear(name);
    await user.type(name, 'Ada King');
    const expiry = screen.getByRole('textbox', { name: 'Expiry date' });
    await user.clear(expiry);
    await user.type(expiry, '736');
    expect(expiry).toHaveValue('07/36');
    expect(update).toBeEnabled();
    await user.click(update);
    expect(actions).toContainEqual(
      cardUpdateRequested({
        tokenId: sampleToken.tokenId,
        changes: { cardHolderName: 'Ada King', cardExpiryDate: { month: 7, year: 2036 } },
      }),
    );
    // This store has no provider: the update fails, the screen says so and stays.
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/retail/account/edit-card');
  });

  it('retail: an invalid field shows its message and nothing is sent', async () => {
    const user = userEvent.setup();
    const { actions } = renderEditCard('retail', cardNavigationState(sampleToken));
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Field cannot be empty')).toBeVisible();
    expect(city).toHaveAccessibleDescription('Field cannot be empty');
    expect(actions.map((a) => a.type)).not.toContain(cardUpdateRequested.type);
  });

  it('retail: Delete asks for the deletion; once the card is gone, back to the account', () => {
    const { actions, store, router } = renderEditCard('retail', cardNavigationState(sampleToken));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(actions).toContainEqual(cardDeleteRequested({ tokenId: sampleToken.tokenId }));
    act(() => {
      store.dispatch(tokenRemoved(sampleToken.tokenId));
    });
    expect(router.state.location.pathname).toBe('/retail/account');
  });

  it('once the edited card is gone, the last remaining saved card is the selected one (§4)', () => {
    const other = { ...sampleToken, tokenId: 'OTHER' };
    const last = { ...sampleToken, tokenId: 'LAST' };
    const { store, router } = renderEditCard('retail', cardNavigationState(sampleToken), {
      ...withCard,
      ...withSavedCards(other, sampleToken, last),
    });
    act(() => {
      store.dispatch(tokenSelected({ tokenId: sampleToken.tokenId }));
      store.dispatch(tokenRemoved(sampleToken.tokenId));
    });
    expect(router.state.location.pathname).toBe('/retail/account');
    expect(store.getState().session.selectedToken).toBe('LAST');
  });

  it('once the edited card is gone and none is left, none is selected', () => {
    const { store } = renderEditCard('retail', cardNavigationState(sampleToken));
    act(() => {
      store.dispatch(tokenSelected({ tokenId: sampleToken.tokenId }));
      store.dispatch(tokenRemoved(sampleToken.tokenId));
    });
    expect(store.getState().session.selectedToken).toBeNull();
  });

  it('modernmart: the details, read-only', () => {
    renderEditCard('modernmart', cardNavigationState(sampleToken));
    expect(screen.getByRole('heading', { level: 1, name: 'Card details' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Update|Delete/ })).toBeNull();
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual([
      'Visa •••• 1091',
      'Ada Lovelace',
      '05/35',
      '1 Demo Street',
      'London',
      'AAAA',
      'United Kingdom',
    ]);
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute(
      'href',
      '/modernmart/account',
    );
  });
});
