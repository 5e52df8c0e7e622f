import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from './store';
import { RouteError } from './RouteError';
import { ErrorRoute } from './routes/error-route';
import { fakeClients } from '../test/store';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteError', () => {
  it('a screen that throws lands on /error instead of a white screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteError />,
          children: [
            { path: '/retail/plp', element: <Broken /> },
            { path: '/error', element: <ErrorRoute /> },
          ],
        },
      ],
      { initialEntries: ['/retail/plp'] },
    );
    render(
      <Provider store={makeStore(fakeClients())}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'OOPS! Something went wrong.' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/error');
    expect(screen.getByRole('button', { name: 'Back to the demo' })).toBeVisible();
  });
});
