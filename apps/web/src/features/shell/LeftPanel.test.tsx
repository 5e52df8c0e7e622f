import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storeWithLog } from '../../test/store';
import { LeftPanel } from './LeftPanel';

function renderPanel(onOpenIntent = vi.fn()) {
  const { store } = storeWithLog();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <LeftPanel description="Fashion retailer · Modular APIs" onOpenIntent={onOpenIntent}>
          <p>The settings form</p>
        </LeftPanel>
      </MemoryRouter>
    </Provider>,
  );
  return { store, onOpenIntent };
}

describe('LeftPanel', () => {
  it('makes its content only while open, and keeps the open state in the store', async () => {
    const { store } = renderPanel();
    const heading = screen.getByRole('button', { name: 'Fashion retailer · Modular APIs' });
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('The settings form')).not.toBeInTheDocument();

    await userEvent.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The settings form')).toBeInTheDocument();
    expect(store.getState().appWrapper.showInfoWindow).toBe(true);
  });

  it('says when the visitor reaches for it (pointer or focus), before it opens', async () => {
    const { onOpenIntent } = renderPanel();
    const heading = screen.getByRole('button', { name: 'Fashion retailer · Modular APIs' });
    await userEvent.hover(heading);
    expect(onOpenIntent).toHaveBeenCalled();
    onOpenIntent.mockClear();
    heading.focus();
    expect(onOpenIntent).toHaveBeenCalled();
  });
});
