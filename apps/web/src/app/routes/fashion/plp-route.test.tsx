import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../../../features/site-config/site-config-slice';
import type { CurrencyCode } from '../../../themes/theme-types';
import { renderShopScreen } from '../../../test/shop-route';
import { PlpRoute } from './plp-route';

describe('plp route', () => {
  it('retail: Summer, six cards with thumbnail, name and price, each linking to its pdp', () => {
    const { router } = renderShopScreen({ theme: 'retail', screen: 'plp', element: <PlpRoute /> });
    expect(screen.getByRole('heading', { level: 1, name: 'Summer' })).toBeVisible();
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((id) => `/retail/pdp/${id}`),
    );
    expect(cards[0]).toHaveAccessibleName('Round straw cross body bag £1.00');
    // The thumbnail is webp first, with the large JPEG as the fallback.
    const picture = cards[0]?.querySelector('picture');
    expect(picture?.querySelector('source')).toHaveAttribute('type', 'image/webp');
    fireEvent.click(screen.getByRole('link', { name: 'Wicker handbag £1.00' }));
    expect(router.state.location.pathname).toBe('/retail/pdp/4');
  });

  it.each<[CurrencyCode, string]>([
    ['GBP', '£1.00'],
    ['USD', '$1.00'],
    ['EUR', '1,00\u00a0€'],
    ['AUD', '$1.00'],
  ])('modernmart: Featured, prices in %s read %s', (currency, price) => {
    renderShopScreen({
      theme: 'modernmart',
      screen: 'plp',
      element: <PlpRoute />,
      preloaded: { siteConfig: { ...defaultSiteConfig, theme: 'modernmart', currency } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Featured' })).toBeVisible();
    expect(screen.getByRole('link', { name: `Cotton t-shirt ${price}` })).toBeVisible();
  });
});
