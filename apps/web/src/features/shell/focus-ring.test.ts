// The focus ring on the terminal's dark panel (issue 44): the shell's navy ring was 1.18:1 there;
// the dark panel's ring is at least 3:1 against the panel (WCAG 2.2 non-text contrast).
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkFocusRing, darkPanel } from './focus-ring';

describe('the dark panel focus ring', () => {
  it('stands out from the panel: at least 3:1, where the shell ring was 1.18:1', () => {
    expect(getContrastRatio('#1b1f3b', darkPanel.background)).toBeLessThan(1.2);
    const ring = darkFocusRing['&& :focus-visible'].outline.split(' ').at(-1) ?? '';
    expect(getContrastRatio(ring, darkPanel.background)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(ring, darkPanel.background)).toBeCloseTo(15.9, 0);
  });
});
