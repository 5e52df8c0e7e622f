// The Apple Pay demo sheet (7 s): the shopper presses the Apple Pay button, the sheet rises with
// the card and contact rows and a last row where the dialog lays "Pay <shop>" and the total (from
// 4 s), the sheet asks to confirm with the side button, Face ID scans, and "Done".
import { sheetScripts, sheetTops } from '../../src/features/express/sheet-layout.ts';
import { applePayMark, circle, lerp, progress, rect, sheet, text, tick } from './draw.mjs';
import { placeholder, shopPage } from './shop-page.mjs';

const blue = '#007aff';
const grey = '#8e8e93';

function button(x, y, width, height, pressed) {
  const mark = applePayMark(0, 0, 22, '#ffffff');
  const left = x + (width - mark.width) / 2;
  return (
    rect(x, y, width, height, { radius: 10, fill: pressed ? '#333333' : '#000000' }) +
    applePayMark(left, y + height / 2 + 8, 22, '#ffffff').svg
  );
}

function faceId(cx, cy, size, opacity) {
  const h = size / 2;
  const c = size * 0.28;
  const corners = [
    `M${cx - h} ${cy - h + c}V${cy - h + 8}Q${cx - h} ${cy - h} ${cx - h + 8} ${cy - h}H${cx - h + c}`,
    `M${cx + h - c} ${cy - h}H${cx + h - 8}Q${cx + h} ${cy - h} ${cx + h} ${cy - h + 8}V${cy - h + c}`,
    `M${cx + h} ${cy + h - c}V${cy + h - 8}Q${cx + h} ${cy + h} ${cx + h - 8} ${cy + h}H${cx + h - c}`,
    `M${cx - h + c} ${cy + h}H${cx - h + 8}Q${cx - h} ${cy + h} ${cx - h} ${cy + h - 8}V${cy + h - c}`,
    // eyes, nose and smile
    `M${cx - h * 0.4} ${cy - h * 0.35}V${cy - h * 0.15}M${cx + h * 0.4} ${cy - h * 0.35}V${cy - h * 0.15}`,
    `M${cx} ${cy - h * 0.3}V${cy + h * 0.1}H${cx - h * 0.12}`,
    `M${cx - h * 0.4} ${cy + h * 0.4}Q${cx} ${cy + h * 0.65} ${cx + h * 0.4} ${cy + h * 0.4}`,
  ];
  return `<path d="${corners.join('')}" fill="none" stroke="${blue}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity="${Math.round(opacity * 100) / 100}"/>`;
}

function chevron(x, y) {
  return `<path d="M${x} ${y - 6}L${x + 6} ${y}L${x} ${y + 6}" fill="none" stroke="#c7c7cc" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The frame at `t` seconds; `still` keeps the placeholders steady. */
export function applePayFrame(t, { still = false } = {}) {
  const sy = Math.round(lerp(640, sheetTops.applePay, progress(t, 0.6, 1.2)) * 100) / 100;
  const [merchantSlot, totalSlot] = sheetScripts.applePay.slots;
  const confirm = progress(t, 4.2, 4.6) * (1 - progress(t, 5.0, 5.3));
  const scan = progress(t, 5.0, 5.3) * (1 - progress(t, 5.6, 5.8));
  const done = progress(t, 5.7, 6.3);
  const sidePulse = t > 4.2 && t < 5.2 ? 0.5 + 0.5 * Math.sin((t - 4.2) * Math.PI * 4) : 0;
  const layers = shopPage(t, { background: '#f5f5f7', button });
  layers.push(
    sheet(sy, { radius: 26, fill: '#f2f2f7' }),
    applePayMark(24, sy + 44, 24, '#000000').svg,
    circle(444, sy + 36, 15, { fill: '#e3e3e8' }),
    `<path d="M438 ${sy + 30}L450 ${sy + 42}M450 ${sy + 30}L438 ${sy + 42}" stroke="${grey}" stroke-width="2.5" stroke-linecap="round"/>`,
    // Card row
    rect(16, sy + 66, 448, 64, { radius: 12, fill: '#ffffff' }),
    '<defs><linearGradient id="card" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#2f2c7a"/><stop offset="1" stop-color="#7b61e0"/>' +
      '</linearGradient></defs>',
    rect(32, sy + 78, 64, 40, { radius: 6, fill: 'url(#card)' }),
    text('DEMO', { x: 40, y: sy + 94, size: 10, weight: 700, fill: '#ffffff' }),
    text('Demo Card', { x: 108, y: sy + 94, size: 17, weight: 600 }),
    text('•••• 4242', { x: 108, y: sy + 116, size: 15, fill: grey }),
    chevron(440, sy + 98),
    // Contact row
    rect(16, sy + 140, 448, 52, { radius: 12, fill: '#ffffff' }),
    text('Contact', { x: 32, y: sy + 172, size: 15, fill: grey }),
    text('shopper@example.com', { x: 448, y: sy + 172, size: 15, anchor: 'end' }),
    // Total row: the dialog lays "Pay <shop>" and the amount over these placeholders.
    rect(16, sy + 204, 448, 64, { radius: 12, fill: '#ffffff' }),
    placeholder(merchantSlot.x, sy + 226, 150, 20, t, { still }),
    placeholder(totalSlot.x + totalSlot.width - 100, sy + 222, 100, 28, t, { still }),
    // Confirm, scan, done
    text('Confirm with Side Button', {
      x: 240,
      y: sy + 318,
      size: 15,
      fill: '#3c3c43',
      anchor: 'middle',
      opacity: confirm,
    }),
    rect(472, 120, 8, 70, { radius: 4, fill: blue, opacity: sidePulse }),
    faceId(240, sy + 372, 56 + 6 * Math.sin(t * 12) * scan, scan),
    tick(240, sy + 372, 28, done, { colour: blue, width: 4 }),
    text('Done', {
      x: 240,
      y: sy + 428,
      size: 17,
      weight: 600,
      fill: blue,
      anchor: 'middle',
      opacity: progress(t, 6.0, 6.3),
    }),
  );
  return layers;
}
