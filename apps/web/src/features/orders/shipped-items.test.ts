// Shipments counted whichever button settled them (issue 43): a parcel's own partial settlement,
// the generic Partial settle, or Settle.
import { describe, expect, it } from 'vitest';
import { shippedItems } from './ShopUse';

const items = [{ amount: 100 }, { amount: 150 }];

describe('shipped items', () => {
  it('counts the parcels settled by their own button', () => {
    expect(shippedItems(items, ['ship-2'], 150)).toEqual([false, true]);
  });

  it('counts a generic partial settlement that covers a line, in order', () => {
    expect(shippedItems(items, ['settle-1'], 100)).toEqual([true, false]);
    expect(shippedItems(items, ['settle-1'], 120)).toEqual([true, false]);
    expect(shippedItems(items, ['settle-1'], 99)).toEqual([false, false]);
  });

  it('counts everything after Settle, and mixes both', () => {
    expect(shippedItems(items, [], 250)).toEqual([true, true]);
    expect(shippedItems(items, ['ship-2', 'settle-2'], 250)).toEqual([true, true]);
  });
});
