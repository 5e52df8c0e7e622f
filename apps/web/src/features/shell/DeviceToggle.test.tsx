import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { storeWithLog } from '../../test/store';
import { DeviceToggle, desktopViewNote } from './DeviceToggle';
import { persistLayoutOnChange, readLayout } from './layout-storage';

function renderToggle(windowWidth: number) {
  const { store } = storeWithLog();
  render(
    <Provider store={store}>
      <DeviceToggle windowWidth={windowWidth} />
    </Provider>,
  );
  return store;
}

describe('DeviceToggle below 1440 px (issue 35, item 7)', () => {
  it('says why Desktop view is off and offers to fold the panels, remembered', async () => {
    const store = renderToggle(1280);
    const desktop = screen.getByRole('button', { name: 'Desktop view' });
    expect(desktop).toBeDisabled();
    expect(desktop).toHaveAccessibleDescription(expect.stringContaining(desktopViewNote(1280)));
    expect(
      screen.getByText(/Desktop view needs a window at least 1440 px wide; this one is 1280 px\./),
    ).toBeVisible();

    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    persistLayoutOnChange(store, storage);
    await userEvent.click(screen.getByRole('button', { name: 'Fold the terminal' }));
    expect(store.getState().appWrapper.isTerminalCollapsed).toBe(true);
    expect(screen.queryByRole('button', { name: 'Fold the terminal' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fold the settings' }));
    expect(readLayout(storage)).toEqual({ isTerminalCollapsed: true, isLeftPanelCollapsed: true });
  });

  it('says nothing at 1440 px', () => {
    renderToggle(1440);
    expect(screen.getByRole('button', { name: 'Desktop view' })).toBeEnabled();
    expect(screen.queryByText(/Desktop view needs/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Fold / })).toBeNull();
  });
});
