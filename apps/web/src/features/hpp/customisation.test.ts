// The theme's hosted-page style properties (spec §9) as the library's customisation option, and
// proof against the sandbox's hosted page that every property a theme sets is one the page takes
// and its stylesheet reads (a property it dropped would be a style the STYLES tab promises and
// the page never shows).
import { describe, expect, it } from 'vitest';
import { hppCss } from '../../../../../packages/sandbox/src/hosted/hpp/page-style';
import { themeVariables } from '../../../../../packages/sandbox/src/hosted/hpp/theme';
import { themes, themeNames } from '../../themes';
import { hppCustomisation, themeCustomisation } from './customisation';

describe('hosted page customisation', () => {
  it('renames sections and properties the way the library takes them', () => {
    expect(
      hppCustomisation({
        page: { 'background-color': '#fff', 'font-family': 'Lato, sans-serif' },
        input: { 'border-radius': '2px' },
        button: { 'background-image': 'linear-gradient(#a, #b)', 'text-shadow': 'none' },
        header: {},
      }),
    ).toEqual({
      page: { backgroundColor: '#fff', fontFamily: 'Lato, sans-serif' },
      inputs: { borderRadius: '2px' },
      button: { gradient: 'linear-gradient(#a, #b)', textShadow: 'none' },
    });
  });

  it("museart's customisation: parchment page, maroon header and button, square corners", () => {
    const customisation = themeCustomisation(themes.museart);
    expect(Object.keys(customisation)).toEqual(['page', 'header', 'panel', 'inputs', 'button']);
    expect(customisation.header).toMatchObject({
      gradient: 'linear-gradient(90deg, #7a1f2b, #4d1119)',
      fontWeight: '600',
    });
    expect(customisation.button).toMatchObject({ backgroundColor: '#7a1f2b', borderRadius: '2px' });
  });

  it.each(themeNames)('every hosted-page property of %s reaches the page', (name) => {
    const customisation = themeCustomisation(themes[name]);
    const sent = Object.values(customisation).flatMap((section) => Object.keys(section));
    const variables = themeVariables(customisation);
    // The page keeps every one of them …
    expect(variables).toHaveLength(sent.length);
    // … and its stylesheet reads each.
    for (const line of variables) {
      const name = line.slice(0, line.indexOf(':'));
      expect(hppCss, `${name} is read by the page's stylesheet`).toContain(`var(${name},`);
    }
  });
});
