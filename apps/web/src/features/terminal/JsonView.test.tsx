// The JSON view's node toggles (<summary>) are touch targets of at least 24 px (WCAG 2.5.8): on a
// phone, nested nodes' 19 px lines stacked and Lighthouse's target-size audit failed the Code view.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonView } from './JsonView';

describe('JsonView', () => {
  it('draws every node toggle at least 24 px tall', () => {
    const { container } = render(
      <JsonView label="Answer" value={{ _actions: { supply3dsDeviceData: { href: 'x' } } }} />,
    );
    const toggles = [...container.querySelectorAll('summary')];
    expect(toggles.length).toBeGreaterThanOrEqual(2);
    for (const toggle of toggles) {
      const style = getComputedStyle(toggle);
      expect(style.minHeight).toBe('24px');
      expect(style.lineHeight).toBe('24px');
    }
  });
});
