// What the wallet sheets rise over: a plain checkout page (header, a product, lines of text and
// the wallet's own button at the foot), dimmed once the sheet comes up, and the placeholders the
// dialog's overlays cover (a shimmering bar until the shop's brand or amount arrive).
import { clamp, rect, tap } from './draw.mjs';

/** The page behind the sheet; `button(x, y, width, height)` draws the wallet's button. */
export function shopPage(t, { background, button, pressAt = 0.35, dimFrom = 0.6, dimTo = 1.2 }) {
  const press = clamp((t - pressAt) / 0.45);
  const pressed = t >= pressAt && t < pressAt + 0.25;
  const dim = clamp((t - dimFrom) / (dimTo - dimFrom)) * 0.4;
  return [
    rect(0, 0, 480, 640, { fill: background }),
    rect(0, 0, 480, 56, { fill: '#ffffff' }),
    rect(24, 20, 96, 16, { radius: 8, fill: '#d1d1d6' }),
    rect(392, 18, 64, 20, { radius: 10, fill: '#e5e5ea' }),
    rect(24, 80, 432, 236, { radius: 16, fill: '#e5e5ea' }),
    rect(24, 340, 260, 18, { radius: 9, fill: '#d1d1d6' }),
    rect(24, 372, 180, 14, { radius: 7, fill: '#e5e5ea' }),
    rect(24, 400, 432, 1, { fill: '#d1d1d6' }),
    rect(24, 420, 120, 16, { radius: 8, fill: '#d1d1d6' }),
    rect(376, 418, 80, 20, { radius: 10, fill: '#c7c7cc' }),
    rect(24, 482, 432, 52, { radius: 10, fill: '#ffffff', stroke: '#c7c7cc' }),
    button(24, 552, 432, 52, pressed),
    tap(240, 578, press),
    rect(0, 0, 480, 640, { fill: '#000000', opacity: dim }),
  ];
}

/**
 * A placeholder where the dialog lays the shop's text: a soft bar whose light sweeps across while
 * the sheet "loads"; in a still it stays plain.
 */
export function placeholder(x, y, width, height, t, { still = false, base = '#e5e5ea' } = {}) {
  const pulse = still ? 0.75 : 0.55 + 0.35 * (0.5 + 0.5 * Math.sin(t * Math.PI * 2));
  return rect(x, y, width, height, { radius: height / 2, fill: base, opacity: pulse });
}
