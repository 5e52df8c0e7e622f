import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleToken } from '../../../test/fixtures';
import { renderShopScreen, withSavedCards } from '../../../test/shop-route';
import { AccountRoute } from './account-route';

const withCard = withSavedCards(sampleToken);

describe('account route', () => {
  it('retail without cards: No saved card available and the add-card area open', () => {
    renderShopScreen({ theme: 'retail', screen: 'account', element: <AccountRoute /> });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(screen.getByText('No saved card available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Add a new card' })).toBeVisible();
  });

  it('retail with a card: the list with an edit link carrying the token; Add card opens the area', () => {
    const { router } = renderShopScreen({
      theme: 'retail',
      screen: 'account',
      element: <AccountRoute />,
      preloaded: withCard,
    });
    const card = within(screen.getByRole('region', { name: 'Saved cards' })).getByRole('listitem');
    expect(card).toHaveTextContent('Visa •••• 1091');
    expect(card).toHaveTextContent('Ada Lovelace · Expires 05/35');
    expect(card).toHaveTextContent('1 Demo Street, London, AAAA, GB');
    expect(screen.queryByRole('region', { name: 'Add a new card' })).toBeNull();

    const addCard = screen.getByRole('button', { name: 'Add card' });
    expect(addCard).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(addCard);
    expect(screen.getByRole('region', { name: 'Add a new card' })).toBeVisible();

    fireEvent.click(within(card).getByRole('link', { name: 'Edit Visa •••• 1091' }));
    expect(router.state.location.pathname).toBe('/retail/account/edit-card');
    expect(router.state.location.state).toMatchObject({ token: { tokenId: sampleToken.tokenId } });
  });

  it('modernmart: read-only, no Add card, a View link', () => {
    renderShopScreen({ theme: 'modernmart', screen: 'account', element: <AccountRoute /> });
    expect(screen.getByText('No saved card available')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add a new card' })).toBeNull();
  });

  it('modernmart with a card: View, not Edit', () => {
    renderShopScreen({
      theme: 'modernmart',
      screen: 'account',
      element: <AccountRoute />,
      preloaded: withCard,
    });
    expect(screen.getByRole('link', { name: 'View Visa •••• 1091' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByText('No saved card available')).toBeNull();
  });
});
