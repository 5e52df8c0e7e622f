// The wallets' marks as this project draws them (not downloaded artwork): an apple for Apple Pay,
// the four-colour G for Google Pay and PayPal's two-blue wordmark colours. Path data only, so the
// buttons (inline SVG) and the demo videos (apps/web/art/wallets) draw the same shapes.

/** An apple with a bite and a leaf, in a 100×120 box. */
export const appleGlyph = {
  width: 100,
  height: 120,
  body:
    'M50 34C40 26 21 26 12 40C2 57 6 87 21 103C29 112 37 115 45 111C48 109.5 52 109.5 55 111' +
    'C63 115 71 112 79 103C85 96 89 88 92 81C80 75 73 63 75 52C76 44 81 38 88 34' +
    'C80 24 62 24 50 34Z',
  leaf: 'M50 28C49 16 57 5 70 3C71 16 63 26 50 28Z',
} as const;

/** Brand colours, as each wallet's button guidelines give them. */
export const walletColours = {
  payPalGold: '#ffc439',
  payPalBlue: '#003087',
  payPalLightBlue: '#009cde',
  googleBlue: '#4285f4',
  googleGreen: '#34a853',
  googleYellow: '#fbbc04',
  googleRed: '#ea4335',
} as const;

function pointAt(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 100) / 100;
  return [round(cx + r * Math.cos(radians)), round(cy + r * Math.sin(radians))];
}

/** An arc stroke from one angle to another, clockwise (degrees from 3 o'clock, y down). */
function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x0, y0] = pointAt(cx, cy, r, from);
  const [x1, y1] = pointAt(cx, cy, r, to);
  const large = to - from > 180 ? 1 : 0;
  return `M${x0} ${y0}A${r} ${r} 0 ${large} 1 ${x1} ${y1}`;
}

/** The G in a 24×24 box: four arcs (stroke width 4) and the blue bar. */
export const googleG = {
  size: 24,
  strokeWidth: 4,
  arcs: [
    { d: arc(12, 12, 8, 0, 48), colour: walletColours.googleBlue },
    { d: arc(12, 12, 8, 48, 138), colour: walletColours.googleGreen },
    { d: arc(12, 12, 8, 138, 222), colour: walletColours.googleYellow },
    { d: arc(12, 12, 8, 222, 318), colour: walletColours.googleRed },
  ],
  bar: { x: 12, y: 10, width: 10, height: 4, colour: walletColours.googleBlue },
} as const;
