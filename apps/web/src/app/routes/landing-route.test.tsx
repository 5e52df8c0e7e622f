import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sampleEnvironmentConfig } from '../../test/fixtures';
import { testAppStoreSource } from '../../test/app-source';
import type { EnvironmentConfig, EnvironmentName } from '@sjd/contracts';
import { AppStoreContext } from '../app-store-source';
import { appRoutes } from '../router';

type ConfigRead = (environment: EnvironmentName) => Promise<EnvironmentConfig>;

function renderAt(path: string, { getEnvironmentConfig }: { getEnvironmentConfig: ConfigRead }) {
  const { source, store, builds } = testAppStoreSource(getEnvironmentConfig);
  const router = createMemoryRouter(appRoutes(source), { initialEntries: [path] });
  render(
    <AppStoreContext.Provider value={source}>
      <RouterProvider router={router} />
    </AppStoreContext.Provider>,
  );
  return { store, router, builds };
}

describe('landing route', () => {
  it('shows the demo name and the sandbox it is connected to', async () => {
    const getEnvironmentConfig = vi.fn().mockResolvedValue(sampleEnvironmentConfig);
    renderAt('/landing', { getEnvironmentConfig });

    expect(screen.getByRole('heading', { level: 1, name: 'Smart Journey Demo' })).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Connected to the provider sandbox at http://localhost:3001 (try).',
    );
    expect(getEnvironmentConfig).toHaveBeenCalledWith('try');
    // One stand-alone fetch for the status and the footer together.
    expect(getEnvironmentConfig).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Smart Journey Demo | Demo Homepage');
  });

  it('says so when the config cannot be loaded, without a white screen', async () => {
    renderAt('/landing', { getEnvironmentConfig: vi.fn().mockRejectedValue(new Error('offline')) });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The environment config could not be loaded: offline',
    );
  });

  it.each(['/', '/nowhere', '/LANDING'])('redirects %s to /landing', async (path) => {
    const { router } = renderAt(path, {
      getEnvironmentConfig: vi.fn().mockResolvedValue(sampleEnvironmentConfig),
    });
    expect(await screen.findByRole('heading', { name: 'Smart Journey Demo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/landing');
  });

  it('builds no store until a card is chosen, then runs the demo choice on it', async () => {
    const { store, builds } = renderAt('/landing', {
      getEnvironmentConfig: vi.fn().mockResolvedValue(sampleEnvironmentConfig),
    });
    await screen.findByText(/Connected to the provider sandbox/);
    expect(builds()).toBe(0);

    const card = screen.getByRole('link', { name: /Theme gambling/ });
    fireEvent.click(card);

    await waitFor(() => expect(store.getState().siteConfig.theme).toBe('gambling'));
    expect(builds()).toBe(1);
    expect(store.getState().appWrapper.showInfoWindow).toBe(true);
  });

  it('opens the shop on a plain click; a click with a modifier key is left to the browser', async () => {
    const { router } = renderAt('/landing', {
      getEnvironmentConfig: vi.fn().mockResolvedValue(sampleEnvironmentConfig),
    });
    await screen.findByText(/Connected to the provider sandbox/);
    const card = screen.getByRole('link', { name: /Theme gambling/ });
    expect(card).toHaveAttribute('href', '/gambling');

    // A new tab, the browser's: this page stays where it is.
    expect(fireEvent.click(card, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/landing');

    // The router's navigation starts (the shop's chunks then load: slow in jsdom on a busy
    // machine, and not what this test is about).
    expect(fireEvent.click(card)).toBe(false);
    await waitFor(() =>
      expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe(
        '/gambling',
      ),
    );
  });
});
