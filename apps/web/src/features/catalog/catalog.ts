// Looking products up: by shop, by the {productId} of the detail page, and by title (cart lines
// merge by title, spec §4, so a basket line finds its artwork the same way).
import type { ShopTheme } from '../../config/paths';
import type { ProductShop } from '../../assets/products';
import { catalogs, type Catalog, type Product } from './products';

function sellsProducts(shop: ShopTheme): shop is ProductShop {
  return Object.hasOwn(catalogs, shop);
}

/** The shop's catalogue, or null for shops that sell no products (gambling, digital, museart). */
export function catalogOf(shop: ShopTheme): Catalog | null {
  return sellsProducts(shop) ? catalogs[shop] : null;
}

/**
 * Spec §2: "the id is parsed as an integer", with parseInt's rules: leading spaces and a sign are
 * read, then digits up to the first character that is not one, so '/pdp/2abc' and '/pdp/2.5' are
 * product 2, as a shopper who mistyped the end of a link would expect. No leading digit ('abc',
 * '') is no id at all; a number the catalogue does not have (-1, 99) is simply not found.
 */
export function parseProductId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const id = Number.parseInt(raw, 10);
  return Number.isSafeInteger(id) ? id : null;
}

export function findProduct(catalog: Catalog, id: number | null): Product | null {
  if (id === null) return null;
  return catalog.products.find((product) => product.id === id) ?? null;
}

/**
 * 'You may also like' on a detail page: the products after this one in the catalogue, wrapping
 * round to its start, so every product leads to different ones.
 */
export function relatedProducts(catalog: Catalog, id: number, count = 3): Product[] {
  const { products } = catalog;
  const index = products.findIndex((product) => product.id === id);
  return Array.from({ length: Math.min(count, products.length - 1) }, (_unused, offset) =>
    products.at((index + 1 + offset) % products.length),
  ).filter((product): product is Product => product !== undefined);
}

/** The product a cart line was made from, in this shop first, then in the other one. */
export function findProductByTitle(shop: ShopTheme, title: string): Product | null {
  const own = catalogOf(shop)?.products ?? [];
  const all = [...own, ...catalogs.retail.products, ...catalogs.modernmart.products];
  return all.find((product) => product.title === title) ?? null;
}
