// The two fashion catalogues of spec §3 "Product": six products per shop, every price 1 in the
// site currency (100 minor units, spec §9 "All products cost 1"). The artwork lives in
// assets/products; a product names its image by slug. Ids are the integers of {base}/pdp/{id}.
import { productImages, type ProductImage, type ProductShop } from '../../assets/products';

export interface Product {
  /** Integer, unique within its shop: the {productId} of the detail page. */
  id: number;
  title: string;
  /** One-line description under the title and in 'Product Information'. */
  desc: string;
  /** Facts listed in 'Product Information'. */
  details: readonly string[];
  /** Unit price, integer minor units of the site currency. */
  price: number;
  category: string;
  image: ProductImage;
}

export interface Catalog {
  /** The product listing's heading (spec §2: 'Summer' for retail, 'Featured' for modernmart). */
  category: string;
  products: readonly Product[];
}

/** Spec §3 "Every price is 1": one major unit, whatever the currency. */
export const productPrice = 100;

type ProductText = Pick<Product, 'title' | 'desc' | 'details'>;

function catalog(category: string, items: readonly [keyof typeof productImages, ProductText][]) {
  return {
    category,
    products: items.map(([slug, text], index) => ({
      id: index + 1,
      ...text,
      price: productPrice,
      category,
      image: productImages[slug],
    })),
  } satisfies Catalog;
}

export const catalogs: Record<ProductShop, Catalog> = {
  retail: catalog('Summer', [
    [
      'round-straw-cross-body-bag',
      {
        title: 'Round straw cross body bag',
        desc: 'A hand-woven straw circle on a slim tan strap: sunglasses, keys and a paperback fit inside.',
        details: [
          'Coiled paper straw',
          'Adjustable leather strap',
          'Magnetic snap',
          '20 cm across',
        ],
      },
    ],
    [
      'heart-sunglasses',
      {
        title: 'Heart sunglasses',
        desc: 'Cherry-red heart frames with plum gradient lenses, made for long lunches by the sea.',
        details: ['Acetate frame', 'UV400 gradient lenses', 'Soft case included'],
      },
    ],
    [
      'gold-frame-round-sunglasses',
      {
        title: 'Gold frame round sunglasses',
        desc: 'Fine gold-tone wire and round smoked lenses, light enough to forget you wear them.',
        details: ['Gold-tone metal frame', 'Smoked UV400 lenses', 'Adjustable nose pads'],
      },
    ],
    [
      'wicker-handbag',
      {
        title: 'Wicker handbag',
        desc: 'A structured wicker basket with rolled handles, from the morning market to the terrace.',
        details: ['Hand-woven rattan', 'Cotton lining', 'Leather strap and buckle'],
      },
    ],
    [
      'straw-hat-with-bow',
      {
        title: 'Straw hat with bow',
        desc: 'A wide-brimmed sun hat in natural straw, tied with a navy grosgrain bow.',
        details: ['Natural straw', 'Grosgrain ribbon band', '10 cm brim'],
      },
    ],
    [
      'straw-sole-flip-flops',
      {
        title: 'Straw sole flip flops',
        desc: 'Plaited straw footbeds on soft rubber soles, with turquoise toe posts.',
        details: ['Plaited straw footbed', 'Rubber sole', 'Webbing straps'],
      },
    ],
  ]),
  modernmart: catalog('Featured', [
    [
      'wool-fedora-hat',
      {
        title: 'Wool fedora hat',
        desc: 'A pinched-crown fedora in brushed wool felt with a black grosgrain band.',
        details: ['100% wool felt', 'Grosgrain band with bow', 'Cotton sweatband'],
      },
    ],
    [
      'designer-glasses',
      {
        title: 'Designer glasses',
        desc: 'Square tortoiseshell frames with clear lenses, ready for your prescription.',
        details: ['Tortoiseshell acetate', 'Demo lenses', 'Five-barrel hinges'],
      },
    ],
    [
      'slim-fit-chinos',
      {
        title: 'Slim fit chinos',
        desc: 'Stone cotton twill chinos, slim through the leg with a clean turn-up.',
        details: ['Cotton twill with stretch', 'Slim leg', 'Button and zip fly'],
      },
    ],
    [
      'crew-neck-jumper',
      {
        title: 'Crew neck jumper',
        desc: 'A rib-knit crew neck in warm terracotta lambswool, soft from the first wear.',
        details: ['Lambswool', 'Ribbed collar, cuffs and hem', 'Regular fit'],
      },
    ],
    [
      '18ct-gold-chain',
      {
        title: '18ct gold chain',
        desc: 'A rope chain in 18ct gold that sits just at the collarbone.',
        details: ['18ct yellow gold', 'Rope link', 'Lobster clasp'],
      },
    ],
    [
      'cotton-t-shirt',
      {
        title: 'Cotton t-shirt',
        desc: 'A heavyweight navy t-shirt in organic cotton jersey that keeps its shape.',
        details: ['Organic cotton jersey', 'Regular fit', 'Taped neck seam'],
      },
    ],
  ]),
};
