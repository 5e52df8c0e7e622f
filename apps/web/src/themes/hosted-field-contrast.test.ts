// Issue 35 item 3: every theme's hosted card-field styles read at WCAG AA (4.5:1 for text) in
// every state the fields have: empty (the placeholder), typing (focused), valid, invalid, and
// valid or invalid while focused. The fields draw on the provider's white box and the merchant's
// styles may only set text colours, so each state's colour is checked against that box. (The
// browser walk in e2e/tests/card-field-contrast.spec.ts measures the drawn frames of every shop.)
import { fieldPalette } from '@sjd/sandbox/hosted-field-style';
import { describe, expect, it } from 'vitest';
import { themes } from './index';
import type { CheckoutStyles, ThemeName } from './theme-types';

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour a state shows: the SDK's base, the theme's input, then each state class. */
function colourOf(
  styles: CheckoutStyles,
  classes: readonly ('is-valid' | 'is-invalid' | 'is-onfocus')[],
) {
  let colour: string = styles.input?.color ?? fieldPalette.text;
  for (const state of classes) colour = styles[`input.${state}`]?.color ?? colour;
  return colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
}

const states = [
  ['typing', ['is-onfocus']],
  ['filled', []],
  ['valid', ['is-valid']],
  ['valid, focused', ['is-valid', 'is-onfocus']],
  ['invalid', ['is-invalid']],
  ['invalid, focused', ['is-invalid', 'is-onfocus']],
] as const;

describe('hosted card-field colours (WCAG AA, 4.5:1)', () => {
  it('the placeholder (an empty field) and the error text read on the white box', () => {
    expect(contrast(fieldPalette.placeholder, fieldPalette.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fieldPalette.message, fieldPalette.background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(themes) as ThemeName[])('%s: every state reads', (name) => {
    const styles = themes[name].hostedStyles.checkout;
    const weak = states
      .map(([state, classes]) => {
        const colour = colourOf(styles, classes);
        return { state, colour, ratio: contrast(colour, fieldPalette.background) };
      })
      .filter((s) => s.ratio < 4.5)
      .map((s) => `${s.state}: ${s.colour} at ${s.ratio.toFixed(2)}:1`);
    expect(weak).toEqual([]);
  });
});
