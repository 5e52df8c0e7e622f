// Product artwork (spec §3): drawn as SVG in apps/web/art and rendered by apps/web/art/render.mjs.
// Each product has a square webp thumbnail for the listing, a large webp for the detail page and a
// JPEG of the large image for browsers without webp. Slugs are the product names in kebab-case.
import roundStrawCrossBodyBagThumb from './retail/round-straw-cross-body-bag-thumb.webp';
import roundStrawCrossBodyBagLarge from './retail/round-straw-cross-body-bag-large.webp';
import roundStrawCrossBodyBagFallback from './retail/round-straw-cross-body-bag-large.jpg';
import heartSunglassesThumb from './retail/heart-sunglasses-thumb.webp';
import heartSunglassesLarge from './retail/heart-sunglasses-large.webp';
import heartSunglassesFallback from './retail/heart-sunglasses-large.jpg';
import goldFrameRoundSunglassesThumb from './retail/gold-frame-round-sunglasses-thumb.webp';
import goldFrameRoundSunglassesLarge from './retail/gold-frame-round-sunglasses-large.webp';
import goldFrameRoundSunglassesFallback from './retail/gold-frame-round-sunglasses-large.jpg';
import wickerHandbagThumb from './retail/wicker-handbag-thumb.webp';
import wickerHandbagLarge from './retail/wicker-handbag-large.webp';
import wickerHandbagFallback from './retail/wicker-handbag-large.jpg';
import strawHatWithBowThumb from './retail/straw-hat-with-bow-thumb.webp';
import strawHatWithBowLarge from './retail/straw-hat-with-bow-large.webp';
import strawHatWithBowFallback from './retail/straw-hat-with-bow-large.jpg';
import strawSoleFlipFlopsThumb from './retail/straw-sole-flip-flops-thumb.webp';
import strawSoleFlipFlopsLarge from './retail/straw-sole-flip-flops-large.webp';
import strawSoleFlipFlopsFallback from './retail/straw-sole-flip-flops-large.jpg';
import woolFedoraHatThumb from './modernmart/wool-fedora-hat-thumb.webp';
import woolFedoraHatLarge from './modernmart/wool-fedora-hat-large.webp';
import woolFedoraHatFallback from './modernmart/wool-fedora-hat-large.jpg';
import designerGlassesThumb from './modernmart/designer-glasses-thumb.webp';
import designerGlassesLarge from './modernmart/designer-glasses-large.webp';
import designerGlassesFallback from './modernmart/designer-glasses-large.jpg';
import slimFitChinosThumb from './modernmart/slim-fit-chinos-thumb.webp';
import slimFitChinosLarge from './modernmart/slim-fit-chinos-large.webp';
import slimFitChinosFallback from './modernmart/slim-fit-chinos-large.jpg';
import crewNeckJumperThumb from './modernmart/crew-neck-jumper-thumb.webp';
import crewNeckJumperLarge from './modernmart/crew-neck-jumper-large.webp';
import crewNeckJumperFallback from './modernmart/crew-neck-jumper-large.jpg';
import goldChain18ctThumb from './modernmart/18ct-gold-chain-thumb.webp';
import goldChain18ctLarge from './modernmart/18ct-gold-chain-large.webp';
import goldChain18ctFallback from './modernmart/18ct-gold-chain-large.jpg';
import cottonTShirtThumb from './modernmart/cotton-t-shirt-thumb.webp';
import cottonTShirtLarge from './modernmart/cotton-t-shirt-large.webp';
import cottonTShirtFallback from './modernmart/cotton-t-shirt-large.jpg';

export interface ProductImage {
  /** 480×480 webp, for the product grid and the basket strip. */
  readonly thumb: string;
  /** 1200×1200 webp, for the product detail page. */
  readonly large: string;
  /** 1200×1200 JPEG of the large image, for browsers without webp. */
  readonly fallback: string;
}

/** Pixel sizes of the rendered images (all square), for width/height attributes. */
export const productImageSize = { thumb: 480, large: 1200 } as const;

/** Slugs in catalogue order (spec §3), per shop. */
export const productSlugs = {
  retail: [
    'round-straw-cross-body-bag',
    'heart-sunglasses',
    'gold-frame-round-sunglasses',
    'wicker-handbag',
    'straw-hat-with-bow',
    'straw-sole-flip-flops',
  ],
  modernmart: [
    'wool-fedora-hat',
    'designer-glasses',
    'slim-fit-chinos',
    'crew-neck-jumper',
    '18ct-gold-chain',
    'cotton-t-shirt',
  ],
} as const;

export type ProductShop = keyof typeof productSlugs;
export type ProductSlug = (typeof productSlugs)[ProductShop][number];

export const productImages: Readonly<Record<ProductSlug, ProductImage>> = {
  'round-straw-cross-body-bag': {
    thumb: roundStrawCrossBodyBagThumb,
    large: roundStrawCrossBodyBagLarge,
    fallback: roundStrawCrossBodyBagFallback,
  },
  'heart-sunglasses': {
    thumb: heartSunglassesThumb,
    large: heartSunglassesLarge,
    fallback: heartSunglassesFallback,
  },
  'gold-frame-round-sunglasses': {
    thumb: goldFrameRoundSunglassesThumb,
    large: goldFrameRoundSunglassesLarge,
    fallback: goldFrameRoundSunglassesFallback,
  },
  'wicker-handbag': {
    thumb: wickerHandbagThumb,
    large: wickerHandbagLarge,
    fallback: wickerHandbagFallback,
  },
  'straw-hat-with-bow': {
    thumb: strawHatWithBowThumb,
    large: strawHatWithBowLarge,
    fallback: strawHatWithBowFallback,
  },
  'straw-sole-flip-flops': {
    thumb: strawSoleFlipFlopsThumb,
    large: strawSoleFlipFlopsLarge,
    fallback: strawSoleFlipFlopsFallback,
  },
  'wool-fedora-hat': {
    thumb: woolFedoraHatThumb,
    large: woolFedoraHatLarge,
    fallback: woolFedoraHatFallback,
  },
  'designer-glasses': {
    thumb: designerGlassesThumb,
    large: designerGlassesLarge,
    fallback: designerGlassesFallback,
  },
  'slim-fit-chinos': {
    thumb: slimFitChinosThumb,
    large: slimFitChinosLarge,
    fallback: slimFitChinosFallback,
  },
  'crew-neck-jumper': {
    thumb: crewNeckJumperThumb,
    large: crewNeckJumperLarge,
    fallback: crewNeckJumperFallback,
  },
  '18ct-gold-chain': {
    thumb: goldChain18ctThumb,
    large: goldChain18ctLarge,
    fallback: goldChain18ctFallback,
  },
  'cotton-t-shirt': {
    thumb: cottonTShirtThumb,
    large: cottonTShirtLarge,
    fallback: cottonTShirtFallback,
  },
};
