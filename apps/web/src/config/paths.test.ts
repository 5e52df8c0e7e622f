// The route table's path helpers: a shop's base and its inverse.
import { describe, expect, it } from 'vitest';
import { shopBase, shopOfPath, shopThemes } from './paths';

describe('shopOfPath', () => {
  it.each(shopThemes)('finds %s from its base and from a screen under it', (theme) => {
    expect(shopOfPath(shopBase(theme))).toBe(theme);
    expect(shopOfPath(`${shopBase(theme)}/account/edit-card`)).toBe(theme);
  });

  it.each(['/', '/landing', '/error', '/Retail/plp', '/retailx', '', 'retail'])(
    'names no shop for %j',
    (path) => {
      expect(shopOfPath(path)).toBeNull();
    },
  );
});
