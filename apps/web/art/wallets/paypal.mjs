// The PayPal demo window (8 s): PayPal loads, the shopper logs in (email typed, password, Log In),
// the review page shows the ways to pay — PayPal balance and "Pay in 3", whose instalment, the
// total and the way back to the shop the dialog lays over from 4 s — then Complete Purchase and
// "Returning you to the shop…" (the same ending for an approved and a failed payment: where the
// shopper lands says which it was).
import { payPalCompleteMs, sheetScripts } from '../../src/features/express/sheet-layout.ts';
import { circle, measure, payPalWordmark, progress, rect, spinner, tap, text } from './draw.mjs';
import { placeholder } from './shop-page.mjs';

const blue = '#0070e0';
const ink = '#2c2e2f';
const muted = '#6c7378';
const email = 'shopper@example.com';
const completeAt = payPalCompleteMs / 1000;

function windowChrome() {
  return [
    rect(0, 0, 480, 640, { fill: '#ffffff' }),
    rect(0, 0, 480, 40, { fill: '#f1f3f4' }),
    rect(0, 40, 480, 1, { fill: '#dadce0' }),
    // A padlock before the window's title.
    rect(176, 17, 10, 8, { radius: 1.5, fill: '#5f6368' }),
    `<path d="M178 17.5V14.5A3 3 0 0 1 184 14.5V17.5" fill="none" stroke="#5f6368" stroke-width="1.6"/>`,
    text('PayPal Checkout', { x: 192, y: 25, size: 13, fill: '#5f6368' }),
    payPalWordmark(240, 100, 30, 'middle'),
  ];
}

function field(y, label, value, { caret = false } = {}) {
  const layers = [
    rect(40, y, 400, 56, { radius: 6, fill: '#ffffff', stroke: '#9da3a6' }),
    text(label, { x: 56, y: y + 20, size: 12, fill: muted }),
    text(value, { x: 56, y: y + 44, size: 16, fill: ink }),
  ];
  if (caret) layers.push(rect(57 + measure(value, { size: 16 }), y + 29, 1.5, 19, { fill: ink }));
  return layers;
}

function login(t) {
  const typed = email.slice(0, Math.round(progress(t, 0.8, 1.7) * email.length));
  const pressing = t >= 2.1 && t < 2.3;
  return [
    text('Pay with PayPal', { x: 240, y: 162, size: 22, weight: 600, fill: ink, anchor: 'middle' }),
    ...field(196, 'Email or mobile number', typed, {
      caret: t < 1.8 && Math.floor(t * 3) % 2 === 0,
    }),
    ...field(264, 'Password', t >= 1.8 ? '••••••••' : ''),
    rect(40, 340, 400, 48, { radius: 24, fill: pressing ? '#003087' : blue }),
    text('Log In', { x: 240, y: 370, size: 17, weight: 600, fill: '#ffffff', anchor: 'middle' }),
    tap(240, 364, progress(t, 2.05, 2.45)),
  ];
}

function radio(cx, cy, selected) {
  return (
    circle(cx, cy, 9, { fill: '#ffffff', stroke: selected ? blue : '#9da3a6', strokeWidth: 2 }) +
    (selected ? circle(cx, cy, 4.5, { fill: blue }) : '')
  );
}

function review(t, still) {
  const [payLater, total, returnTo] = sheetScripts.payPal.slots;
  const pressing = t >= completeAt - 0.2 && t < completeAt;
  return [
    text('Hi, Demo!', { x: 40, y: 150, size: 22, weight: 600, fill: ink }),
    rect(40, 168, 400, 72, { radius: 8, fill: '#ffffff', stroke: '#cbd2d6' }),
    text('Ship to', { x: 56, y: 192, size: 13, fill: muted }),
    text('Demo Shopper, 1 Demo Street, London', { x: 56, y: 220, size: 15, fill: ink }),
    text('Pay with', { x: 40, y: 266, size: 15, weight: 600, fill: ink }),
    rect(40, 276, 400, 52, { radius: 8, fill: '#ffffff', stroke: blue, strokeWidth: 2 }),
    radio(62, 302, true),
    text('PayPal balance', { x: 84, y: 308, size: 15, fill: ink }),
    rect(40, 338, 400, 72, { radius: 8, fill: '#ffffff', stroke: '#cbd2d6' }),
    radio(62, 362, false),
    text('Pay in 3', { x: 84, y: 368, size: 15, weight: 600, fill: ink }),
    rect(152, 354, 78, 18, { radius: 9, fill: '#dbeafe' }),
    text('PAY LATER', { x: 191, y: 367, size: 10, weight: 700, fill: '#003087', anchor: 'middle' }),
    placeholder(payLater.x + 8, payLater.y + 6, 220, 12, t, { still }),
    rect(40, 418, 400, 1, { fill: '#e0e0e0' }),
    text('Total', { x: 40, y: 452, size: 16, weight: 600, fill: ink }),
    placeholder(total.x + total.width - 80, total.y + 7, 80, 22, t, { still }),
    rect(40, 478, 400, 48, { radius: 24, fill: pressing ? '#003087' : blue }),
    text('Complete Purchase', {
      x: 240,
      y: 508,
      size: 17,
      weight: 600,
      fill: '#ffffff',
      anchor: 'middle',
    }),
    placeholder(returnTo.x + 110, returnTo.y + 6, 180, 12, t, { still }),
    tap(240, 502, progress(t, completeAt - 0.25, completeAt + 0.15)),
  ];
}

/** The frame at `t` seconds. */
export function payPalFrame(t, { still = false } = {}) {
  const layers = windowChrome();
  if (t < 0.6 || (t >= 2.3 && t < 3.3)) {
    layers.push(spinner(240, 320, 22, t, { colour: blue }));
  } else if (t < 2.3) {
    layers.push(...login(t));
  } else if (t < completeAt) {
    layers.push(...review(t, still));
  } else {
    layers.push(
      spinner(240, 300, 22, t, { colour: blue }),
      text('Returning you to the shop…', { x: 240, y: 362, size: 16, fill: ink, anchor: 'middle' }),
    );
  }
  return layers;
}
