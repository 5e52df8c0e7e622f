// The demo wallet sheets' frame, timeline and overlay slots (spec §1 "a demo video or animation",
// §4 "Express demo", §9 timings). Shared by the dialog, which lays the shop's own brand and
// amounts over the video, and by the script that draws the videos (apps/web/art/wallets), which
// leaves these slots for them: one table, so the drawing and the overlays line up.
// Coordinates are pixels of the 480×640 frame; the dialog scales them with the video.
import type { Wallet } from '../../config/paths';

export const sheetFrame = { width: 480, height: 640, fps: 25 } as const;

/** Spec §9 "wallet overlays fade in after about 4 seconds". */
export const overlayCueMs = 4000;
/** How long the overlays take to fade in. */
export const overlayFadeMs = 500;
/** Spec §4, §9: the Google Pay image dialog (mobile) closes after 6000 ms. */
export const googlePayImageMs = 6000;

/** What an overlay shows: the shop's name, the amount, PayPal's pay-later line. */
export type SlotText = 'merchant' | 'total' | 'payLater' | 'returnTo';

export interface OverlaySlot {
  text: SlotText;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  fontWeight: number;
  align: 'left' | 'center' | 'right';
  color: string;
  /** The sheet's colour under the slot: the overlay covers the drawn placeholder. */
  background: string;
  /** Where the drawn sheet moves on (PayPal's review page is left): the overlay goes. */
  untilMs?: number;
}

export interface SheetScript {
  /** Length of the video; the image dialog runs googlePayImageMs instead. */
  durationMs: number;
  slots: readonly OverlaySlot[];
}

const slot = (
  text: SlotText,
  box: [x: number, y: number, width: number, height: number],
  style: Omit<OverlaySlot, 'text' | 'x' | 'y' | 'width' | 'height'>,
): OverlaySlot => ({ text, x: box[0], y: box[1], width: box[2], height: box[3], ...style });

/** Where each sheet comes to rest (the drawing script slides it there). */
export const sheetTops = { applePay: 200, googlePay: 168 } as const;

/** PayPal's review page is left for "Returning you to the shop" at this moment. */
export const payPalCompleteMs = 5900;

export const sheetScripts: Record<Wallet, SheetScript> = {
  // iOS-style sheet: "Pay Sunbaked" and the total in the last row of the sheet.
  applePay: {
    durationMs: 7000,
    slots: [
      slot('merchant', [32, 414, 236, 44], {
        fontSize: 17,
        fontWeight: 500,
        align: 'left',
        color: '#3c3c43',
        background: '#ffffff',
      }),
      slot('total', [276, 414, 176, 44], {
        fontSize: 26,
        fontWeight: 700,
        align: 'right',
        color: '#000000',
        background: '#ffffff',
      }),
    ],
  },
  // Material-style bottom sheet: the merchant line above the large total.
  googlePay: {
    durationMs: 7000,
    slots: [
      slot('merchant', [32, 296, 416, 24], {
        fontSize: 15,
        fontWeight: 400,
        align: 'left',
        color: '#5f6368',
        background: '#ffffff',
      }),
      slot('total', [32, 322, 416, 44], {
        fontSize: 32,
        fontWeight: 500,
        align: 'left',
        color: '#202124',
        background: '#ffffff',
      }),
    ],
  },
  // PayPal's review page: pay-later line (a third of the total), total and the way back.
  payPal: {
    durationMs: 8000,
    slots: [
      slot('payLater', [76, 378, 356, 22], {
        fontSize: 13,
        fontWeight: 400,
        align: 'left',
        color: '#545d68',
        background: '#ffffff',
        untilMs: payPalCompleteMs,
      }),
      slot('total', [250, 426, 190, 36], {
        fontSize: 20,
        fontWeight: 700,
        align: 'right',
        color: '#2c2e2f',
        background: '#ffffff',
        untilMs: payPalCompleteMs,
      }),
      slot('returnTo', [40, 544, 400, 24], {
        fontSize: 14,
        fontWeight: 600,
        align: 'center',
        color: '#0070e0',
        background: '#ffffff',
        untilMs: payPalCompleteMs,
      }),
    ],
  },
};
