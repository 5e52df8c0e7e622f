import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { splashImages } from '../assets/splash';
import { sampleEnvironmentConfig } from '../test/fixtures';
import { testAppStoreSource } from '../test/app-source';
import { AppStoreContext, type AppStoreSource } from './app-store-source';
import { appRoutes } from './router';

/** The app at `path` with a store that arrives only when `release` is called. */
function renderWhileLoading(path: string) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { source: ready } = testAppStoreSource(vi.fn().mockResolvedValue(sampleEnvironmentConfig));
  const source: AppStoreSource = {
    ...ready,
    load: async () => {
      await arrived;
      return ready.load();
    },
  };
  const router = createMemoryRouter(appRoutes(source), { initialEntries: [path] });
  const { container } = render(
    <AppStoreContext.Provider value={source}>
      <RouterProvider router={router} />
    </AppStoreContext.Provider>,
  );
  return { container, release };
}

describe('launch screen', () => {
  it("shows the shop's splash artwork, logo and status while the splash loads", async () => {
    const { container } = renderWhileLoading('/museart');
    expect(await screen.findByRole('status')).toHaveTextContent('Opening Museart…');
    expect(screen.getByRole('img', { name: 'Museart logo' })).toBeVisible();
    // The same files the splash screen shows next (decorative, so found by its source).
    const artwork = container.querySelector('picture img');
    expect(artwork).toHaveAttribute('src', splashImages.museart.mobile.fallback);
    expect(container.querySelector('picture source:not([media])')).toHaveAttribute(
      'srcset',
      splashImages.museart.mobile.webp,
    );
  });

  it.each([
    ['/museart/order-detail', 'Opening Museart…', 'Museart logo'],
    ['/gambling/account', 'Opening GoalRush…', 'GoalRush logo'],
    ['/retail/checkout', 'Opening Sunbaked…', 'Sunbaked logo'],
  ])('on %s shows the shop without artwork (only its splash has it)', async (path, text, logo) => {
    const { container } = renderWhileLoading(path);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('img', { name: logo })).toBeVisible();
    expect(container.querySelector('picture')).toBeNull();
  });

  it('gives way to the shop screen once it has loaded', async () => {
    const { release } = renderWhileLoading('/digital');
    expect(await screen.findByRole('status')).toHaveTextContent('Opening fluenta…');
    release();
    expect(await screen.findByRole('link', { name: /start/i }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText('Opening fluenta…')).toBeNull();
  });
});
