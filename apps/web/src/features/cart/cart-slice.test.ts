import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  cartEmptied,
  cartSlice,
  cartTotalChanged,
  initialCartState,
  itemAdded,
  itemRemoved,
  ticketsChosen,
  visitDateChosen,
  visitDateCleared,
  type CartState,
} from './cart-slice';

const today = '2026-11-21';
const empty = initialCartState(today);
const hat = { id: 5, title: 'Straw hat with bow', price: 100 };
const bag = { id: 1, title: 'Round straw cross body bag', price: 100 };
const oneHat: CartState = {
  ...empty,
  items: [{ ...hat, quantity: 1 }],
  cartTotal: 100,
  itemCount: 1,
};
const hatAndBag: CartState = {
  ...empty,
  items: [
    { ...hat, quantity: 2 },
    { ...bag, quantity: 1 },
  ],
  cartTotal: 300,
  itemCount: 3,
};

const cases: [string, CartState, UnknownAction, CartState][] = [
  ['adding a new item', empty, itemAdded(hat), oneHat],
  [
    're-adding merges by title and raises the quantity by 1',
    oneHat,
    itemAdded({ ...hat, id: 99 }),
    { ...oneHat, items: [{ ...hat, quantity: 2 }], cartTotal: 200, itemCount: 2 },
  ],
  [
    'adding with a quantity sums it',
    oneHat,
    itemAdded({ ...bag, quantity: 3 }),
    { ...oneHat, items: [...oneHat.items, { ...bag, quantity: 3 }], cartTotal: 400, itemCount: 4 },
  ],
  [
    'removing by id subtracts that line',
    hatAndBag,
    itemRemoved({ id: 5 }),
    { ...empty, items: [{ ...bag, quantity: 1 }], cartTotal: 100, itemCount: 1 },
  ],
  ['emptying restores the initial cart', hatAndBag, cartEmptied(today), empty],
  [
    'the total can be set directly',
    oneHat,
    cartTotalChanged({ total: 1600 }),
    { ...oneHat, cartTotal: 1600 },
  ],
  [
    'the date can be chosen',
    empty,
    visitDateChosen({ date: '2026-12-24' }),
    { ...empty, selectedDate: '2026-12-24' },
  ],
  [
    'tickets chosen: the lines replace the cart, the total carries the order fee',
    hatAndBag,
    ticketsChosen({
      items: [
        { id: 1, title: 'Adult', price: 1000, quantity: 2 },
        { id: 2, title: 'Child (3-15 years)', price: 400, quantity: 0 },
      ],
      cartTotal: 2600,
    }),
    {
      ...empty,
      items: [{ id: 1, title: 'Adult', price: 1000, quantity: 2 }],
      cartTotal: 2600,
      itemCount: 2,
    },
  ],
  [
    'no tickets chosen: an empty order',
    oneHat,
    ticketsChosen({ items: [], cartTotal: 0 }),
    { ...oneHat, items: [], cartTotal: 0, itemCount: 0 },
  ],
  ['the date can be cleared', empty, visitDateCleared(), { ...empty, selectedDate: '' }],
  [
    'ignored: a total below the lines',
    oneHat,
    ticketsChosen({ items: [{ id: 1, title: 'Adult', price: 1000, quantity: 1 }], cartTotal: 999 }),
    oneHat,
  ],
  [
    'ignored: two lines with one id',
    oneHat,
    ticketsChosen({
      items: [
        { id: 1, title: 'Adult', price: 1000, quantity: 1 },
        { id: 1, title: 'Child', price: 400, quantity: 1 },
      ],
      cartTotal: 2000,
    }),
    oneHat,
  ],
  [
    'ignored: a fractional quantity',
    oneHat,
    ticketsChosen({
      items: [{ id: 1, title: 'Adult', price: 1000, quantity: 1.5 }],
      cartTotal: 2000,
    }),
    oneHat,
  ],
  ['ignored: removing an id that is not in the cart', oneHat, itemRemoved({ id: 42 }), oneHat],
  ['ignored: a fractional price', empty, itemAdded({ ...hat, price: 1.5 }), empty],
  ['ignored: a negative price', empty, itemAdded({ ...hat, price: -100 }), empty],
  ['ignored: a zero quantity', empty, itemAdded({ ...hat, quantity: 0 }), empty],
  ['ignored: an empty title', empty, itemAdded({ ...hat, title: '' }), empty],
  ['ignored: a negative total', oneHat, cartTotalChanged({ total: -1 }), oneHat],
  ['ignored: a date that is not ISO', empty, visitDateChosen({ date: '24/12/2026' }), empty],
  [
    'ignored: an unrelated event',
    oneHat,
    { type: 'siteConfig/themeSelected', payload: 'digital' },
    oneHat,
  ],
];

describe('cart slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(cartSlice.reducer(state, action)).toEqual(expected);
  });

  it('starts empty, dated today', () => {
    const state = cartSlice.reducer(undefined, { type: '@@init' });
    expect(state).toMatchObject({ items: [], cartTotal: 0, itemCount: 0 });
    expect(state.selectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
