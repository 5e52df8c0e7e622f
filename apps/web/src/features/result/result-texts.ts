// The words of the payment result panels (spec §2 "Payment result panel", §8 "User messages" and
// "Error headlines", §9): the words every shop shares are here, the shop's own messages come from
// its profile (config/shops/, `messages`). Texts the spec quotes are used exactly; where it says
// the wording is not shown (titles of each variant; modernmart's headline; the success messages
// of retail shops), the choice is ours and marked "ours".
import type { SuccessType } from '../../config/paths';
import type { ResultMessages } from '../../config/shops';
import type { TransactionType } from '../../lib/navigation-state';

/** error, declined and the card-error variant of declined ({base}/addCardfailed). */
export type ResultVariant = 'error' | 'declined' | 'cardError';
export type { SuccessType, TransactionType };

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
  set: ResultMessages,
  variant: ResultVariant,
  transactionType: TransactionType = 'payment',
): ResultTexts {
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

/** The messages of the success types other than a payment's own ('success': the shop's words). */
export const successMessages: Record<Exclude<SuccessType, 'success'>, string> = {
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
  set: ResultMessages,
  type: SuccessType,
  transactionType: TransactionType = 'payment',
): SuccessTexts {
  const message =
    transactionType === 'renewal'
      ? renewalSuccessMessage
      : type === 'success'
        ? set.success
        : successMessages[type];
  return { title: successTitle, message, referenceLabel: set.referenceLabel };
}
