import { describe, expect, it } from 'vitest';
import { countryCodes, countryName, countryOptions, defaultCountryCode } from './countries';

describe('billing countries', () => {
  it('offers every ISO 3166-1 alpha-2 code once, sorted by English name, GB by default', () => {
    const codes = countryCodes();
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    expect(codes).toContain(defaultCountryCode);
    expect(countryCodes()).toBe(codes);
    const names = codes.map(countryName);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(names);
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it('keeps a stored code that is not on the list, and ignores one that is not a code', () => {
    expect(countryOptions('XK')).toContain('XK');
    expect(countryOptions('<b>')).toHaveLength(249);
    expect(countryName('ZZZ')).toBe('ZZZ');
  });
});
