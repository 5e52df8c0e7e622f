// The words of the payment result panels (spec §2 "Payment result panel", §8 "User messages" and
// "Error headlines", §9). Texts the spec quotes are used exactly; where it says the wording is not
// shown (titles of each variant; modernmart's headline; the success messages of retail shops),
// the choice is ours and marked "ours" below.
import type { SuccessType } from '../../config/paths';
import type { TransactionType } from '../../lib/navigation-state';
import type { ThemeName } from '../../themes/theme-types';

/** error, declined and the card-error variant of declined ({base}/addCardfailed). */
export type ResultVariant = 'error' | 'declined' | 'cardError';
export type { SuccessType, TransactionType };

interface MessageSet {
  declined: string;
  error: string;
  withdrawDeclined: string;
  withdrawError: string;
  /** Heads the retry prompt: the card-number field, or gambling's button. */
  retryHeadline: string;
  /** The success panel's message after a payment (type 'success'). */
  success: string;
  /** Names the transaction reference under a success. */
  referenceLabel: string;
}

/** Spec §8: retail, modernmart, museart and digital end their sentences with a full stop. */
const standard: MessageSet = {
  declined: 'Your payment was declined.',
  error: 'There was an error taking your payment.',
  // ours: no shop other than gambling withdraws, but the panel must say something.
  withdrawDeclined: 'Your withdrawal request was declined.',
  withdrawError: 'There was an error with your withdrawal request.',
  retryHeadline: 'Enter Card Details',
  // ours
  success: 'Thank you for your order. Your payment was successful.',
  // ours
  referenceLabel: 'Order reference',
};

/** Spec §8: gambling's messages have no full stop; its headline offers another payment type. */
const gambling: MessageSet = {
  declined: 'Your payment was declined',
  error: 'There was an error taking your payment',
  withdrawDeclined: 'Your withdrawal request was declined',
  withdrawError: 'There was an error with your withdrawal request',
  retryHeadline: 'Change your payment type',
  // ours: a gambling payment is a top-up (its sentences have no full stop, as §8's do)
  success: 'Your payment was successful and the funds are in your balance',
  // ours
  referenceLabel: 'Transaction reference',
};

/** Modernmart shares the retail flow; spec §8 gives it the messages but no headline (ours). */
const messageSets: Record<ThemeName, MessageSet> = {
  default: standard,
  appWrapper: standard,
  retail: standard,
  modernmart: standard,
  museart: standard,
  digital: standard,
  lingo: standard,
  gambling,
};

/** ours: spec §2 gives the panels a title but not its wording. */
export const resultTitles: Record<ResultVariant, string> = {
  declined: 'Payment declined',
  error: 'Payment failed',
  // Spec §8 "Digital add-card failure: 'Failed to add card.' (title 'Failed')", used by every shop.
  cardError: 'Failed',
};

/** ours: the titles of a withdrawal's panels (transaction type 'withdraw'). */
const withdrawTitles: Record<ResultVariant, string> = {
  ...resultTitles,
  declined: 'Withdrawal declined',
  error: 'Withdrawal failed',
};

export const addCardFailedMessage = 'Failed to add card.';

export interface ResultTexts {
  title: string;
  message: string;
  retryHeadline: string;
}

export function resultTexts(
  theme: ThemeName,
  variant: ResultVariant,
  transactionType: TransactionType = 'payment',
): ResultTexts {
  const set = messageSets[theme];
  const isWithdraw = transactionType === 'withdraw';
  const message = (() => {
    switch (variant) {
      case 'declined':
        return isWithdraw ? set.withdrawDeclined : set.declined;
      case 'error':
        return isWithdraw ? set.withdrawError : set.error;
      case 'cardError':
        return addCardFailedMessage;
      default: {
        const unknown: never = variant;
        return unknown;
      }
    }
  })();
  const title = (isWithdraw ? withdrawTitles : resultTitles)[variant];
  return { title, message, retryHeadline: set.retryHeadline };
}

/** The success panel is titled 'Success' (spec §2); its message depends on the type. */
export const successTitle = 'Success';

/** ours: a renewal the merchant took is not an order the learner placed. */
export const renewalSuccessMessage =
  'Your subscription was renewed: the recurring payment on your saved card was authorized.';

export const successMessages: Record<SuccessType, string> = {
  success: standard.success,
  // Spec §9 "slow success message 'Your request has been received'".
  slowSuccess: 'Your request has been received',
  // Spec §9 "funds appear within 30 minutes for fast success" (wording ours).
  fastSuccess: 'Your funds will appear within 30 minutes',
};

export interface SuccessTexts {
  title: string;
  message: string;
  referenceLabel: string;
}

/**
 * The success panel's words: the type's message (a payment's in the shop's own words; a renewal's
 * its own, as it is not an order).
 */
export function successTexts(
  theme: ThemeName,
  type: SuccessType,
  transactionType: TransactionType = 'payment',
): SuccessTexts {
  const set = messageSets[theme];
  const message =
    transactionType === 'renewal'
      ? renewalSuccessMessage
      : type === 'success'
        ? set.success
        : successMessages[type];
  return { title: successTitle, message, referenceLabel: set.referenceLabel };
}
