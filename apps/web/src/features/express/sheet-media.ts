// The demo sheets' media, made by apps/web/art/wallets/make-videos.mjs from this project's own
// drawings (WebM/VP9 with a poster each; a still for Google Pay's mobile dialog).
import type { Wallet } from '../../config/paths';
import applePayPoster from '../../assets/wallets/apple-pay-poster.webp';
import applePayVideo from '../../assets/wallets/apple-pay.webm';
import googlePayPoster from '../../assets/wallets/google-pay-poster.webp';
import googlePaySheet from '../../assets/wallets/google-pay-sheet.webp';
import googlePayVideo from '../../assets/wallets/google-pay.webm';
import payPalPoster from '../../assets/wallets/paypal-poster.webp';
import payPalVideo from '../../assets/wallets/paypal.webm';

export const sheetVideos: Record<Wallet, { video: string; poster: string }> = {
  applePay: { video: applePayVideo, poster: applePayPoster },
  googlePay: { video: googlePayVideo, poster: googlePayPoster },
  payPal: { video: payPalVideo, poster: payPalPoster },
};

/** Google Pay's mobile dialog shows the settled sheet as an image (spec §2). */
export const googlePaySheetImage = googlePaySheet;
