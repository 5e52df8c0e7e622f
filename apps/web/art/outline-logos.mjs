// Outlines the theme logos' wordmarks to SVG paths (issue 14). A logo's <text> depended on the
// visitor's installed fonts: on a machine without Oswald the GoalRush wordmark fell back to a
// wider font and was cut to 'GOALRUS'. Each source in art/logos/ is drawn by hand with its
// wordmark as <text>; here every <text> is laid out with the font the theme ships (@fontsource,
// the files the shop itself loads), kerning included, and replaced by a <path>. The result goes
// to src/themes/logos/<name>.svg (the shops load it as an image, so the landing page's script
// carries no path data), its viewBox widened if a wordmark would not fit, and the boxes to
// src/themes/logos/logo-boxes.ts for the <img> width and height.
//
//   node apps/web/art/outline-logos.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const sources = fileURLToPath(new URL('./logos/', import.meta.url));
const target = fileURLToPath(new URL('../src/themes/logos/', import.meta.url));

/** The first family a <text> names → the @fontsource package that ships it. */
const packages = {
  'Playfair Display': 'playfair-display',
  Outfit: 'outfit',
  Oswald: 'oswald',
  Nunito: 'nunito',
  'Baloo 2': 'baloo-2',
  'Cormorant Garamond': 'cormorant-garamond',
};

const round = (value) => Math.round(value * 100) / 100;

/** Path data in relative commands, one decimal: a 40-unit-high logo shows nothing finer. */
function compact(commands) {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const number = (value) => {
    const text = (Math.round(value * 10) / 10).toString().replace(/^(-?)0\./, '$1.');
    return text === '-0' ? '0' : text;
  };
  let out = '';
  for (const { command, args } of commands) {
    if (command === 'closePath') {
      out += 'z';
      x = startX;
      y = startY;
      continue;
    }
    const letter = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' }[command];
    const relative = args.map((value, index) => value - (index % 2 === 0 ? x : y));
    out += letter;
    relative.forEach((value, index) => {
      const text = number(value);
      out += index > 0 && !text.startsWith('-') ? ` ${text}` : text;
    });
    x = args[args.length - 2];
    y = args[args.length - 1];
    if (command === 'moveTo') {
      startX = x;
      startY = y;
    }
  }
  return out;
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** One <text …>word</text> as a <path>, and its right edge. */
function outline(tag, word) {
  const family = (attribute(tag, 'font-family') ?? '').split(',')[0].trim().replace(/'/g, '');
  const weight = attribute(tag, 'font-weight') ?? '400';
  const size = Number(attribute(tag, 'font-size'));
  const spacing = Number(attribute(tag, 'letter-spacing') ?? 0);
  const [x, y] = [Number(attribute(tag, 'x')), Number(attribute(tag, 'y'))];
  const fill = attribute(tag, 'fill') ?? '#000';
  const pkg = packages[family];
  if (!pkg) throw new Error(`No shipped font for "${family}": add its @fontsource package`);
  const font = fontkit.openSync(
    require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`),
  );
  const run = font.layout(word);
  const scale = size / font.unitsPerEm;
  let pen = x;
  let right = x;
  const commands = run.glyphs.flatMap((glyph, index) => {
    const position = run.positions[index];
    const path = glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, y - position.yOffset * scale);
    if (path.commands.length > 0) right = Math.max(right, path.bbox.maxX);
    pen += position.xAdvance * scale + spacing;
    return path.commands;
  });
  return { path: `<path d="${compact(commands)}" fill="${fill}"/>`, right };
}

const boxes = {};
for (const file of readdirSync(sources).filter((name) => name.endsWith('.svg'))) {
  const name = file.replace(/\.svg$/, '');
  let svg = readFileSync(`${sources}${file}`, 'utf8');
  const [, , , width, height] = /viewBox="(\S+) (\S+) (\S+) (\S+)"/.exec(svg).map(Number);
  let right = 0;
  svg = svg.replace(/<text([^>]*)>([^<]*)<\/text>/g, (_match, tag, word) => {
    const outlined = outline(tag, word);
    right = Math.max(right, outlined.right);
    return outlined.path;
  });
  if (/<text/.test(svg)) throw new Error(`${file}: a <text> was left`);
  // Room for the wordmark and a unit of air: a logo is never cut.
  const fitted = Math.max(width, Math.ceil(right + 1));
  svg = svg
    .replace(/viewBox="[^"]*"/, `viewBox="0 0 ${fitted} ${height}"`)
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/\n\s*/g, '');
  writeFileSync(`${target}${name}.svg`, `${svg}\n`);
  boxes[name] = { width: fitted, height };
  console.log(
    `${name.padEnd(11)} ${fitted}×${height}, wordmark to ${round(right)}, ${svg.length} B`,
  );
}

writeFileSync(
  `${target}logo-boxes.ts`,
  `// Generated by apps/web/art/outline-logos.mjs with the outlined logos beside it: each logo's
// viewBox, so its <img> gets its width and height before it loads. Do not edit; re-run it.
export const logoBoxes = ${JSON.stringify(boxes, null, 2)} as const;
`,
);
