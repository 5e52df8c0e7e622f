// The Google Pay demo sheet (7 s; its settled state is the image of the mobile dialog): the
// shopper presses the Google Pay button, the bottom sheet rises with the account, a merchant line
// and a large total (laid over by the dialog from 4 s) and the card; Pay is pressed, a spinner
// turns, and a tick.
import { sheetScripts, sheetTops } from '../../src/features/express/sheet-layout.ts';
import {
  circle,
  googlePayMark,
  lerp,
  measure,
  progress,
  rect,
  sheet,
  spinner,
  tap,
  text,
  tick,
} from './draw.mjs';
import { placeholder, shopPage } from './shop-page.mjs';

const markWidth = (size) => size * 1.1 + measure('Pay', { size, weight: 500 });

function button(x, y, width, height, pressed) {
  const size = 22;
  return (
    rect(x, y, width, height, { radius: height / 2, fill: pressed ? '#3c4043' : '#000000' }) +
    googlePayMark(x + (width - markWidth(size)) / 2, y + height / 2 + 8, size, '#ffffff')
  );
}

/** The frame at `t` seconds; `still` keeps the placeholders steady (the mobile image). */
export function googlePayFrame(t, { still = false } = {}) {
  const sy = Math.round(lerp(640, sheetTops.googlePay, progress(t, 0.6, 1.2)) * 100) / 100;
  const [merchantSlot, totalSlot] = sheetScripts.googlePay.slots;
  const pressing = t >= 4.6 && t < 4.9;
  const busy = t >= 4.9 && t < 5.7;
  const done = progress(t, 5.7, 6.3);
  const buttonFill = done > 0 ? '#1e8e3e' : pressing ? '#1558b0' : '#1a73e8';
  const layers = shopPage(t, { background: '#fafafa', button });
  layers.push(
    sheet(sy, { radius: 28, fill: '#ffffff' }),
    rect(216, sy + 10, 48, 4, { radius: 2, fill: '#dadce0' }),
    `<path d="M30 ${sy + 34}L42 ${sy + 46}M42 ${sy + 34}L30 ${sy + 46}" stroke="#5f6368" stroke-width="2.5" stroke-linecap="round"/>`,
    googlePayMark(240 - markWidth(24) / 2, sy + 50, 24, '#3c4043'),
    // Account
    circle(48, sy + 92, 16, { fill: '#1a73e8' }),
    text('D', { x: 48, y: sy + 98, size: 15, weight: 600, fill: '#ffffff', anchor: 'middle' }),
    text('shopper@example.com', { x: 74, y: sy + 98, size: 15, fill: '#3c4043' }),
    `<path d="M430 ${sy + 89}L436 ${sy + 95}L442 ${sy + 89}" fill="none" stroke="#5f6368" stroke-width="2" stroke-linecap="round"/>`,
    rect(24, sy + 120, 432, 1, { fill: '#e8eaed' }),
    // The dialog lays "Pay <shop>" and the total over these placeholders.
    placeholder(merchantSlot.x, sy + 132, 140, 16, t, { still }),
    placeholder(totalSlot.x, sy + 160, 120, 30, t, { still }),
    // Card
    rect(24, sy + 214, 432, 64, { radius: 12, fill: '#ffffff', stroke: '#dadce0' }),
    '<defs><linearGradient id="card" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#1a237e"/><stop offset="1" stop-color="#5c6bc0"/>' +
      '</linearGradient></defs>',
    rect(40, sy + 230, 48, 32, { radius: 4, fill: 'url(#card)' }),
    text('Card •••• 4242', { x: 104, y: sy + 252, size: 16, weight: 500, fill: '#202124' }),
    `<path d="M430 ${sy + 240}L436 ${sy + 246}L430 ${sy + 252}" fill="none" stroke="#5f6368" stroke-width="2" stroke-linecap="round"/>`,
    // Pay
    rect(24, sy + 300, 432, 52, { radius: 26, fill: buttonFill }),
    busy || done > 0
      ? ''
      : text('Pay', {
          x: 240,
          y: sy + 332,
          size: 17,
          weight: 500,
          fill: '#ffffff',
          anchor: 'middle',
        }),
    busy ? spinner(240, sy + 326, 12, t, { colour: '#ffffff', width: 3, track: '#5e97f6' }) : '',
    tick(240, sy + 326, 15, done, { colour: '#ffffff', width: 3 }),
    tap(300, sy + 326, progress(t, 4.55, 5.0)),
    text('Secure checkout with Google Pay', {
      x: 240,
      y: sy + 390,
      size: 13,
      fill: '#5f6368',
      anchor: 'middle',
    }),
  );
  return layers;
}
