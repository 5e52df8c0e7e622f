// The phone's shell (issue 44): the demo clock is under the tabs, in view on every tab — it was
// only on the Orders tab —, and takes no row when there is no clock (a real provider).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { storeWithLog } from '../../test/store';
import { clockUnavailable } from '../journeys/slices/clock-slice';
import { NarrowShell } from './NarrowShell';

function renderShell() {
  const { store } = storeWithLog();
  render(
    <Provider store={store}>
      <NarrowShell
        left={<p>Settings</p>}
        toolbar={null}
        device={() => <p>The shop</p>}
        terminal={<p>The trail</p>}
        orders={<p>The orders</p>}
        clock={<button type="button">Demo clock</button>}
      />
    </Provider>,
  );
  return store;
}

describe('NarrowShell', () => {
  it('shows the demo clock on every tab', async () => {
    renderShell();
    const clock = screen.getByRole('button', { name: 'Demo clock' });
    for (const name of ['Orders', 'Terminal', 'Shopping']) {
      await userEvent.click(screen.getByRole('tab', { name }));
      expect(clock).toBeVisible();
    }
    expect(screen.getAllByRole('button', { name: 'Demo clock' })).toHaveLength(1);
  });

  it('gives the clock no row when there is none', () => {
    const store = renderShell();
    act(() => {
      store.dispatch(clockUnavailable());
    });
    expect(screen.queryByRole('button', { name: 'Demo clock' })).toBeNull();
  });
});
