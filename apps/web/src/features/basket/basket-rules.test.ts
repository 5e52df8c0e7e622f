import { describe, expect, it } from 'vitest';
import { basketFooter, chosenCardId, itemCountText, type BasketFooter } from './basket-rules';

describe('basketFooter (spec §2 basket footer buttons)', () => {
  it.each<[string, number, number, boolean, BasketFooter]>([
    ['no items', 0, 0, true, 'empty'],
    ['no items, saved cards', 0, 2, true, 'empty'],
    ['items, no saved card', 3, 0, true, 'guest'],
    ['items, no saved card, CVC check off', 3, 0, false, 'guest'],
    ['saved card, CVC check on', 1, 1, true, 'verifyCvc'],
    ['several saved cards, CVC check on', 1, 3, true, 'verifyCvc'],
    ['saved card, CVC check off', 2, 1, false, 'payDirectly'],
  ])('%s', (_name, itemCount, savedCardCount, checkCVC, expected) => {
    expect(basketFooter({ itemCount, savedCardCount, checkCVC })).toBe(expected);
  });
});

describe('itemCountText (spec §9: singular for one item, plural otherwise)', () => {
  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
    [11, '11 items'],
  ])('%i → %s', (count, text) => {
    expect(itemCountText(count)).toBe(text);
  });
});

describe('chosenCardId', () => {
  it.each<[string, string[], string | null, string | null]>([
    ['nothing picked: the first card', ['a', 'b'], null, 'a'],
    ['a picked card that is saved', ['a', 'b'], 'b', 'b'],
    ['a picked card that is gone: the first card', ['a', 'c'], 'b', 'a'],
    ['no saved cards', [], 'b', null],
  ])('%s', (_name, ids, picked, expected) => {
    expect(chosenCardId(ids, picked)).toBe(expected);
  });
});
