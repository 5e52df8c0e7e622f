// Renders the hand-drawn SVG artwork into the raster assets the web app imports.
//
//   node apps/web/art/render.mjs            render everything
//   node apps/web/art/render.mjs hat chain  render only sources whose name contains a word
//
// Products (art/retail, art/modernmart; 1200×1200 sources) become
//   src/assets/products/<shop>/<slug>-thumb.webp  480×480
//   src/assets/products/<shop>/<slug>-large.webp  1200×1200
//   src/assets/products/<shop>/<slug>-large.jpg   1200×1200 fallback for browsers without webp
// Splashes (art/splash/<brand>-<mobile|desktop>.svg) become
//   src/assets/splash/<brand>-<variant>.webp and .jpg at the source's own size.
// The rendered files are committed: they are source assets, and rendering needs sharp's libvips,
// which the production build should not depend on. Exits non-zero when a file is over budget.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const artDir = dirname(fileURLToPath(import.meta.url));
const assetsDir = join(artDir, '..', 'src', 'assets');

const PRODUCT_SIZE = { thumb: 480, large: 1200 };
const WEBP = { quality: 80, effort: 6, smartSubsample: true };
const JPEG = { quality: 78, mozjpeg: true };
// Byte budgets: thumbnails load in a grid of twelve, splashes sit behind the first paint.
const BUDGET = { thumb: 40_000, largeWebp: 150_000, largeJpeg: 250_000, splashWebp: 250_000 };

const filters = process.argv.slice(2);
const wanted = (name) => filters.length === 0 || filters.some((word) => name.includes(word));

async function svgFiles(dir) {
  const names = await readdir(join(artDir, dir));
  return names.filter((n) => n.endsWith('.svg') && wanted(n)).map((n) => join(artDir, dir, n));
}

/** Rasterises an SVG at exactly width×height pixels (density scales the vector, not the bitmap). */
async function rasterise(file, width, height) {
  const svg = await readFile(file);
  const meta = await sharp(svg).metadata();
  const density = (72 * width) / (meta.width ?? width);
  return sharp(svg, { density }).resize(width, height, { fit: 'fill' }).png().toBuffer();
}

const report = [];

async function save(path, buffer, budget) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, buffer);
  report.push({ file: path.slice(assetsDir.length + 1), bytes: buffer.length, budget });
}

async function renderProduct(shop, file) {
  const slug = basename(file, '.svg');
  const outDir = join(assetsDir, 'products', shop);
  const large = await rasterise(file, PRODUCT_SIZE.large, PRODUCT_SIZE.large);
  // The thumbnail is downsampled from the large render: smoother edges than rasterising small.
  const thumb = await sharp(large)
    .resize(PRODUCT_SIZE.thumb, PRODUCT_SIZE.thumb, { kernel: 'lanczos3' })
    .webp(WEBP)
    .toBuffer();
  await save(join(outDir, `${slug}-thumb.webp`), thumb, BUDGET.thumb);
  await save(
    join(outDir, `${slug}-large.webp`),
    await sharp(large).webp(WEBP).toBuffer(),
    BUDGET.largeWebp,
  );
  await save(
    join(outDir, `${slug}-large.jpg`),
    await sharp(large).jpeg(JPEG).toBuffer(),
    BUDGET.largeJpeg,
  );
}

async function renderSplash(file) {
  const name = basename(file, '.svg');
  const meta = await sharp(await readFile(file)).metadata();
  const png = await rasterise(file, meta.width ?? 0, meta.height ?? 0);
  const outDir = join(assetsDir, 'splash');
  await save(
    join(outDir, `${name}.webp`),
    await sharp(png).webp(WEBP).toBuffer(),
    BUDGET.splashWebp,
  );
  await save(join(outDir, `${name}.jpg`), await sharp(png).jpeg(JPEG).toBuffer(), Infinity);
}

for (const shop of ['retail', 'modernmart']) {
  for (const file of await svgFiles(shop)) await renderProduct(shop, file);
}
for (const file of await svgFiles('splash')) await renderSplash(file);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let over = 0;
for (const { file, bytes, budget } of report) {
  const flag = bytes > budget ? `  OVER BUDGET (${kb(budget)})` : '';
  if (flag) over += 1;
  console.log(`${kb(bytes).padStart(9)}  ${file}${flag}`);
}
console.log(`${report.length} files rendered, ${over} over budget`);
process.exit(over === 0 ? 0 : 1);
