// The express wallets as the shops show them (spec §1, §2): the button's accessible name and what
// its demo sheet shows, in words (the text alternative of the video). Their names, which are also
// their payments' terminal triggers, are config/paths.ts `walletNames`.
import type { Wallet } from '../../config/paths';

/** The buttons' accessible names (each wallet's button label: 'Pay with PayPal', …). */
export const walletButtonLabels: Record<Wallet, string> = {
  payPal: 'Pay with PayPal',
  applePay: 'Pay with Apple Pay',
  googlePay: 'Pay with Google Pay',
};

/** ours: what each demo video shows, for screen readers (the video's text alternative). */
export const sheetDescriptions: Record<Wallet, string> = {
  applePay:
    'Demo video of the Apple Pay sheet: it rises over the checkout page with a demo card and the ' +
    'shopper’s contact, shows the shop’s name and the total, asks to confirm with the side ' +
    'button, scans with Face ID and shows Done.',
  googlePay:
    'Demo video of the Google Pay sheet: it rises over the checkout page with the shopper’s ' +
    'account, the shop’s name, the total and a demo card; Pay is pressed and a tick shows.',
  payPal:
    'Demo video of the PayPal window: the shopper logs in, reviews the payment — PayPal balance ' +
    'or Pay in 3 interest-free instalments, the total — presses Complete Purchase and is ' +
    'returned to the shop.',
};

/** ours: the still of Google Pay's mobile dialog. */
export const googlePayImageDescription =
  'The Google Pay sheet over the checkout page: the shopper’s account, the shop’s name, the ' +
  'total and a demo card, with the Pay button.';
