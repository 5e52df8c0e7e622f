import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabBar, type TabBarItem } from './TabBar';

type View = 'one' | 'two' | 'three';
const items: TabBarItem<View>[] = [
  { value: 'one', label: 'One', id: 'tab-one', panelId: 'panel-one' },
  { value: 'two', label: 'Two', id: 'tab-two', panelId: 'panel-two' },
  { value: 'three', label: 'Three', id: 'tab-three', panelId: 'panel-three' },
];

function Row({ onChange }: { onChange?: (value: View) => void }) {
  const [value, setValue] = useState<View>('one');
  return (
    <>
      <button type="button">before</button>
      <TabBar
        items={items}
        value={value}
        label="Views"
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

describe('TabBar', () => {
  it('is a named tablist whose tabs say which is selected and which panel each shows', () => {
    render(<Row />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('aria-controls', 'panel-one');
    expect(one).toHaveAttribute('id', 'tab-one');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'false');
  });

  it('selects on click, and tells only of a change', async () => {
    const onChange = vi.fn();
    render(<Row onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(onChange).toHaveBeenCalledWith('three');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'false');
  });

  it('is one tab stop; arrows, Home and End move the focus; Enter and Space select', async () => {
    render(<Row />);
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await userEvent.tab({ shift: true });

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();

    // A modified key is not the row's (Alt+Left is the browser's back).
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight} ');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
  });
});
