import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storeWithLog } from '../../test/store';
import { LeftPanel } from './LeftPanel';

/** Stands for the settings form's draft: state of its own, not in the store. */
function Draft() {
  const [text, setText] = useState('');
  return (
    <input aria-label="Draft" value={text} onChange={(event) => setText(event.target.value)} />
  );
}

function renderPanel(onOpenIntent = vi.fn()) {
  const { store } = storeWithLog();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <LeftPanel description="Fashion retailer · Modular APIs" onOpenIntent={onOpenIntent}>
          <p>The settings form</p>
          <Draft />
        </LeftPanel>
      </MemoryRouter>
    </Provider>,
  );
  return { store, onOpenIntent };
}

describe('LeftPanel', () => {
  it('makes its content when it first opens, and keeps the open state in the store', async () => {
    const { store } = renderPanel();
    const heading = screen.getByRole('button', { name: 'Fashion retailer · Modular APIs' });
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('The settings form')).not.toBeInTheDocument();

    await userEvent.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The settings form')).toBeInTheDocument();
    expect(store.getState().appWrapper.showInfoWindow).toBe(true);
  });

  it('keeps a draft not yet applied when closed and opened again', async () => {
    renderPanel();
    const heading = screen.getByRole('button', { name: 'Fashion retailer · Modular APIs' });
    await userEvent.click(heading);
    await userEvent.type(screen.getByRole('textbox', { name: 'Draft' }), 'Direct');
    await userEvent.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(heading);
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('Direct');
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
