import { describe, expect, it } from 'vitest';
import { countryCodes, countryName, countryOptions, defaultCountryCode } from './countries';

describe('billing countries', () => {
  it('offers every ISO 3166-1 alpha-2 code once, sorted by English name, GB by default', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(countryCodes).toContain(defaultCountryCode);
    const names = countryCodes.map(countryName);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(names);
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it('keeps a stored code that is not on the list, and ignores one that is not a code', () => {
    expect(countryOptions('XK')).toContain('XK');
    expect(countryOptions('<b>')).toHaveLength(249);
    expect(countryName('ZZZ')).toBe('ZZZ');
  });
});
