import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sampleEnvironmentConfig } from '../../test/fixtures';
import { fakeProviderClient } from '../../test/store';
import type { ProviderClient } from '../../lib/provider-client';
import { appStarted } from '../../lib/app-events';
import { routes } from '../router';
import { makeStore } from '../store';

function renderAt(path: string, overrides: Partial<ProviderClient>) {
  const store = makeStore({ providerClient: fakeProviderClient(overrides) });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  store.dispatch(appStarted());
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
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
});
