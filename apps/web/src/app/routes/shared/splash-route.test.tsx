import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { splashImages } from '../../../assets/splash';
import { renderShopScreen } from '../../../test/shop-route';
import { SplashRoute } from './splash-route';

describe('splash route', () => {
  it.each(['retail', 'modernmart'] as const)(
    '%s: the artwork (phone: portrait, webp with a JPEG fallback), the logo and Enter Site',
    (theme) => {
      const { container } = renderShopScreen({ theme, screen: 'splash', element: <SplashRoute /> });
      const picture = container.querySelector('picture');
      expect(picture).toHaveAttribute('aria-hidden', 'true');
      expect(picture?.querySelector('source')).toHaveAttribute(
        'srcset',
        splashImages[theme].mobile.webp,
      );
      expect(picture?.querySelector('img')).toHaveAttribute(
        'src',
        splashImages[theme].mobile.fallback,
      );
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Enter Site' })).toHaveAttribute(
        'href',
        `/${theme}/plp`,
      );
    },
  );

  it('gambling: its theme background, no artwork', () => {
    const { container } = renderShopScreen({
      theme: 'gambling',
      screen: 'splash',
      element: <SplashRoute />,
    });
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter Site' })).toHaveAttribute(
      'href',
      '/gambling/account',
    );
  });
});
