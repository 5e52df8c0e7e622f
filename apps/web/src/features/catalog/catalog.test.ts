import { describe, expect, it } from 'vitest';
import { productSlugs } from '../../assets/products';
import {
  catalogOf,
  findProduct,
  findProductByTitle,
  parseProductId,
  relatedProducts,
} from './catalog';
import { catalogs, productPrice } from './products';

describe('catalogues', () => {
  it.each([
    ['retail', 'Summer'],
    ['modernmart', 'Featured'],
  ] as const)(
    '%s: six products under %s, ids 1–6, every price 1 (100 minor units)',
    (shop, heading) => {
      const catalog = catalogs[shop];
      expect(catalog.category).toBe(heading);
      expect(catalog.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(catalog.products.every((p) => p.price === productPrice && productPrice === 100)).toBe(
        true,
      );
      expect(
        catalog.products.every((p) => p.category === heading && p.desc && p.details.length),
      ).toBe(true);
    },
  );

  it('names the spec §3 products in order, each with its own artwork', () => {
    expect(catalogs.retail.products.map((p) => p.title)).toEqual([
      'Round straw cross body bag',
      'Heart sunglasses',
      'Gold frame round sunglasses',
      'Wicker handbag',
      'Straw hat with bow',
      'Straw sole flip flops',
    ]);
    expect(catalogs.modernmart.products.map((p) => p.title)).toEqual([
      'Wool fedora hat',
      'Designer glasses',
      'Slim fit chinos',
      'Crew neck jumper',
      '18ct gold chain',
      'Cotton t-shirt',
    ]);
    const images = [...catalogs.retail.products, ...catalogs.modernmart.products].map(
      (p) => p.image.thumb,
    );
    expect(new Set(images).size).toBe(productSlugs.retail.length + productSlugs.modernmart.length);
  });

  it('only the fashion shops have a catalogue', () => {
    expect(catalogOf('retail')).toBe(catalogs.retail);
    expect(catalogOf('modernmart')).toBe(catalogs.modernmart);
    expect(catalogOf('gambling')).toBeNull();
    expect(catalogOf('museart')).toBeNull();
  });
});

describe('parseProductId', () => {
  it.each<[string | undefined, number | null]>([
    ['1', 1],
    ['6', 6],
    ['03', 3],
    ['99', 99],
    ['0', 0],
    ['', null],
    [undefined, null],
    ['abc', null],
    ['x2', null],
    // parseInt's rules (spec §2 "parsed as an integer"): the leading digits count.
    ['2abc', 2],
    ['3abc', 3],
    ['1.5', 1],
    ['-1', -1],
    [' 2', 2],
    ['+4', 4],
    ['1e3', 1],
    ['0x10', 0],
    ['9999999999', 9999999999],
    ['9'.repeat(20), null],
  ])('%j → %j', (raw, expected) => {
    expect(parseProductId(raw)).toBe(expected);
  });
});

describe('finding products', () => {
  it('by id within the shop; unknown ids are null', () => {
    expect(findProduct(catalogs.modernmart, 4)?.title).toBe('Crew neck jumper');
    expect(findProduct(catalogs.modernmart, 7)).toBeNull();
    expect(findProduct(catalogs.modernmart, null)).toBeNull();
  });

  it('by title, in the shop first and then in the other one', () => {
    expect(findProductByTitle('retail', 'Wicker handbag')?.image).toBe(
      catalogs.retail.products[3]?.image,
    );
    expect(findProductByTitle('retail', 'Cotton t-shirt')?.title).toBe('Cotton t-shirt');
    expect(findProductByTitle('retail', 'Gift card')).toBeNull();
  });
});

describe('relatedProducts', () => {
  const ids = (id: number, count?: number) =>
    relatedProducts(catalogs.retail, id, count).map((product) => product.id);

  it('the next products of the catalogue, wrapping round, never the product itself', () => {
    expect(ids(1)).toEqual([2, 3, 4]);
    expect(ids(5)).toEqual([6, 1, 2]);
    expect(ids(6, 10)).toEqual([1, 2, 3, 4, 5]);
  });
});
