// Drawing primitives for the demo wallet sheets: text outlined to paths with the Inter font the
// project ships (@fontsource/inter, through fontkit), so a frame looks the same on every machine
// whatever fonts it has installed; shapes, easing and the wallets' marks.
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { appleGlyph, googleG, walletColours } from '../../src/features/express/wallet-marks.ts';

const require = createRequire(import.meta.url);

/** The font files every frame's text comes from (also part of the sources' fingerprint). */
export const fontFiles = Object.fromEntries(
  ['400-normal', '500-normal', '600-normal', '700-normal', '800-italic'].map((face) => [
    face,
    require.resolve(`@fontsource/inter/files/inter-latin-${face}.woff2`),
  ]),
);

const fonts = new Map();
function font(weight, italic) {
  const face = `${weight}-${italic ? 'italic' : 'normal'}`;
  const file = fontFiles[face];
  if (!file) throw new Error(`No Inter ${face} among the shipped font files`);
  if (!fonts.has(face)) fonts.set(face, fontkit.openSync(file));
  return fonts.get(face);
}

const round = (n) => Math.round(n * 100) / 100;

/** Width of a line of text in pixels. */
export function measure(value, { size, weight = 400, italic = false }) {
  const f = font(weight, italic);
  return (f.layout(value).advanceWidth * size) / f.unitsPerEm;
}

/**
 * A line of text as one <path>. anchor: where x is (start, middle, end); y is the baseline.
 * The SVG has no <text>: nothing depends on fonts installed where the frames are rendered.
 */
export function text(value, options) {
  const { x, y, size, weight = 400, italic = false, fill = '#000', anchor = 'start' } = options;
  const opacity = options.opacity ?? 1;
  if (value === '' || opacity <= 0) return '';
  const f = font(weight, italic);
  const scale = size / f.unitsPerEm;
  const run = f.layout(value);
  const width = run.advanceWidth * scale;
  let pen = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let d = '';
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const left = pen + position.xOffset * scale;
    d += glyph.path
      .mapPoints((px, py) => [round(left + px * scale), round(y - (py + position.yOffset) * scale)])
      .toSVG();
    pen += position.xAdvance * scale;
  });
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${round(opacity)}"` : ''}/>`;
}

export const clamp = (value, min = 0, max = 1) => Math.min(max, Math.max(min, value));
/** 0 before `from`, 1 after `to` (seconds), eased out in between. */
export function progress(t, from, to) {
  const p = clamp((t - from) / (to - from));
  return 1 - (1 - p) ** 3;
}
export const lerp = (a, b, p) => a + (b - a) * p;

export function rect(
  x,
  y,
  width,
  height,
  { radius = 0, fill = 'none', stroke, strokeWidth = 1, opacity = 1 } = {},
) {
  if (opacity <= 0) return '';
  const strokeAttrs = stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : '';
  const opacityAttr = opacity < 1 ? ` opacity="${round(opacity)}"` : '';
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="${radius}" fill="${fill}"${strokeAttrs}${opacityAttr}/>`;
}

export function circle(cx, cy, r, { fill = 'none', stroke, strokeWidth = 1, opacity = 1 } = {}) {
  if (opacity <= 0 || r <= 0) return '';
  const strokeAttrs = stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : '';
  const opacityAttr = opacity < 1 ? ` opacity="${round(opacity)}"` : '';
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${strokeAttrs}${opacityAttr}/>`;
}

/** A sheet whose top corners are rounded and which runs past the bottom of the frame. */
export function sheet(top, { radius, fill, width = 480, height = 640 }) {
  return `<path d="M0 ${round(top + radius)}Q0 ${round(top)} ${radius} ${round(top)}H${width - radius}Q${width} ${round(top)} ${width} ${round(top + radius)}V${height + 10}H0Z" fill="${fill}"/>`;
}

/** A spinner: an arc turning once a second. */
export function spinner(cx, cy, r, t, { colour, width = 4, track = '#e5e5ea' }) {
  const start = (t * 360) % 360;
  const a0 = (start * Math.PI) / 180;
  const a1 = ((start + 100) * Math.PI) / 180;
  const p = (a) => `${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`;
  return (
    circle(cx, cy, r, { stroke: track, strokeWidth: width }) +
    `<path d="M${p(a0)}A${r} ${r} 0 0 1 ${p(a1)}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`
  );
}

/** A tick in a circle, drawn in as `p` goes 0 → 1. */
export function tick(cx, cy, r, p, { colour, width = 5, filled = false }) {
  if (p <= 0) return '';
  const length = r * 1.5;
  const ring = filled
    ? circle(cx, cy, r * Math.min(1, p * 2), { fill: colour })
    : circle(cx, cy, r, { stroke: colour, strokeWidth: width, opacity: Math.min(1, p * 2) });
  const mark = filled ? '#ffffff' : colour;
  const d = `M${round(cx - r * 0.45)} ${round(cy + r * 0.02)}L${round(cx - r * 0.1)} ${round(cy + r * 0.35)}L${round(cx + r * 0.48)} ${round(cy - r * 0.32)}`;
  const drawn = clamp((p - 0.35) / 0.65) * length;
  return `${ring}<path d="${d}" fill="none" stroke="${mark}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="${round(drawn)} ${round(length * 2)}"/>`;
}

/** A tap: a grey disc that grows and fades, `p` 0 → 1. */
export function tap(cx, cy, p) {
  if (p <= 0 || p >= 1) return '';
  return circle(cx, cy, 10 + 26 * p, { fill: '#000000', opacity: 0.18 * (1 - p) });
}

/** The apple glyph, `height` tall, its box's top-left at x, y. */
export function apple(x, y, height, fill) {
  const s = height / appleGlyph.height;
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(s * 1000) / 1000})" fill="${fill}"><path d="${appleGlyph.body}"/><path d="${appleGlyph.leaf}"/></g>`;
}

/** The Apple Pay mark: the apple and 'Pay', `height` tall, starting at x; returns its width too. */
export function applePayMark(x, baseline, size, fill) {
  const glyphHeight = size * 1.05;
  const glyph = apple(x, baseline - glyphHeight * 0.93, glyphHeight, fill);
  const gap = glyphHeight * 0.9;
  return {
    svg: glyph + text('Pay', { x: x + gap, y: baseline, size, weight: 600, fill }),
    width: gap + measure('Pay', { size, weight: 600 }),
  };
}

/** The four-colour G, `size` tall, its box's top-left at x, y. */
export function googleMark(x, y, size) {
  const s = size / googleG.size;
  const arcs = googleG.arcs
    .map(
      ({ d, colour }) =>
        `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${googleG.strokeWidth}"/>`,
    )
    .join('');
  const { bar } = googleG;
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(s * 1000) / 1000})">${arcs}<rect x="${bar.x}" y="${bar.y}" width="${bar.width}" height="${bar.height}" fill="${bar.colour}"/></g>`;
}

/** The Google Pay mark: G then 'Pay' (dark or light). */
export function googlePayMark(x, baseline, size, fill) {
  const g = googleMark(x, baseline - size * 0.86, size * 0.9);
  return g + text('Pay', { x: x + size * 1.1, y: baseline, size, weight: 500, fill });
}

/** PayPal's wordmark: 'Pay' dark blue, 'Pal' light blue, bold italic. */
export function payPalWordmark(x, baseline, size, anchor = 'start') {
  const style = { size, weight: 800, italic: true };
  const pay = measure('Pay', style);
  const total = pay + measure('Pal', style);
  const left = anchor === 'middle' ? x - total / 2 : x;
  return (
    text('Pay', { ...style, x: left, y: baseline, fill: walletColours.payPalBlue }) +
    text('Pal', { ...style, x: left + pay, y: baseline, fill: walletColours.payPalLightBlue })
  );
}

/** A frame: the drawn layers in a 480×640 SVG. */
export function frame(width, height, layers) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${layers.join('')}</svg>`;
}
