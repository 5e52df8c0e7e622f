// Guards the committed artwork: every SVG source is rendered, mapped, the right size and within
// the byte budgets (a re-render with a heavier texture or a forgotten render fails here).
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productImages, productImageSize, productSlugs, type ProductShop } from './products';
import { splashImages, type SplashBrand } from './splash';

const assetsDir = dirname(fileURLToPath(import.meta.url));
const artDir = join(assetsDir, '..', '..', 'art');
const KB = 1024;

const svgNames = (dir: string) =>
  readdirSync(join(artDir, dir))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => name.replace(/\.svg$/, ''))
    .sort();

async function expectImage(path: string, format: string, width: number, height: number) {
  const meta = await sharp(path).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format,
    width,
    height,
  });
}

const shops: ProductShop[] = ['retail', 'modernmart'];
const products = shops.flatMap((shop) => productSlugs[shop].map((slug) => ({ shop, slug })));

describe('product artwork', () => {
  it.each(shops)('has a mapped slug for every %s SVG source and no others', (shop) => {
    expect([...productSlugs[shop]].sort()).toEqual(svgNames(shop));
  });

  it.each(products)('$shop/$slug is rendered at size, within budget', async ({ shop, slug }) => {
    const { thumb, large, fallback } = productImages[slug];
    expect(thumb).toMatch(new RegExp(`${slug}-thumb\\.webp$`));
    expect(large).toMatch(new RegExp(`${slug}-large\\.webp$`));
    expect(fallback).toMatch(new RegExp(`${slug}-large\\.jpg$`));

    const file = (suffix: string) => join(assetsDir, 'products', shop, `${slug}-${suffix}`);
    const { thumb: t, large: l } = productImageSize;
    await expectImage(file('thumb.webp'), 'webp', t, t);
    await expectImage(file('large.webp'), 'webp', l, l);
    await expectImage(file('large.jpg'), 'jpeg', l, l);
    expect(statSync(file('thumb.webp')).size).toBeLessThan(40 * KB);
    expect(statSync(file('large.webp')).size).toBeLessThan(150 * KB);
  });
});

describe('splash artwork', () => {
  const brands: SplashBrand[] = ['retail', 'modernmart', 'museart'];
  const variants = brands.flatMap((brand) =>
    (['mobile', 'desktop'] as const).map((variant) => ({ brand, variant })),
  );

  it('has an entry for every splash SVG source', () => {
    expect(variants.map(({ brand, variant }) => `${brand}-${variant}`).sort()).toEqual(
      svgNames('splash'),
    );
  });

  it.each(variants)('$brand $variant is rendered at size, within budget', async (v) => {
    const image = splashImages[v.brand][v.variant];
    const file = (ext: string) => join(assetsDir, 'splash', `${v.brand}-${v.variant}.${ext}`);
    expect(image.webp).toMatch(new RegExp(`${v.brand}-${v.variant}\\.webp$`));
    expect(image.fallback).toMatch(new RegExp(`${v.brand}-${v.variant}\\.jpg$`));
    expect(image.width > image.height).toBe(v.variant === 'desktop');
    await expectImage(file('webp'), 'webp', image.width, image.height);
    await expectImage(file('jpg'), 'jpeg', image.width, image.height);
    expect(statSync(file('webp')).size).toBeLessThan(250 * KB);
  });
});
