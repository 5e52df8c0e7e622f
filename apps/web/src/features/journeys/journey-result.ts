// The journey's result in plain words, for the terminal's summary card at the end of each journey
// (issue 35, item 9): what happened and the key fields, read from the state the journey ended in.
// Recorded as an ordinary plain-text event of the event log (api `journeyResultApi`, the fields
// as its body), so the log keeps its one shape (spec §3 "Api event log").
import type { RootState } from '../../app/store';
import { currencyLocales, formatMoney } from '../../lib/money';
import type { CurrencyCode } from '../../themes/theme-types';
import { journeyResultApi, type ApiEvent, type JsonValue } from '../event-log';
import type { JourneyKind } from './fail-journey';
import type { PaymentAuth } from './types';

const isCurrency = (code: string): code is CurrencyCode => Object.hasOwn(currencyLocales, code);

function amountOf(auth: { amount: number; currency: string }): string {
  return isCurrency(auth.currency)
    ? formatMoney({ amount: auth.amount, currency: auth.currency })
    : `${auth.amount} ${auth.currency} minor units`;
}

/** The key fields of a payment, those it has. */
function paymentFields(auth: PaymentAuth | null): Record<string, JsonValue> {
  if (!auth) return {};
  return {
    Amount: amountOf(auth),
    Outcome: auth.outcome,
    'Transaction reference': auth.transactionReference,
    ...(auth.paymentId ? { 'Payment id': auth.paymentId } : {}),
    ...(auth.refusalCode ? { 'Refusal code': auth.refusalCode } : {}),
    ...(auth.refusalDescription ? { Refusal: auth.refusalDescription } : {}),
    ...(auth.schemeReference ? { 'Scheme reference': auth.schemeReference } : {}),
  };
}

type Result = Pick<ApiEvent, 'title' | 'plainText' | 'icon'> & {
  fields: Record<string, JsonValue>;
};

function paymentResult(state: RootState): Result | null {
  const { paymentStatus, paymentAuth, error } = state.payment;
  const fields = paymentFields(paymentAuth);
  const amount = paymentAuth ? ` of ${amountOf(paymentAuth)}` : '';
  switch (paymentStatus) {
    case 'success':
      return {
        title: 'Paid',
        plainText: `The payment${amount} was authorized.`,
        icon: 'success',
        fields,
      };
    case 'pending':
      return {
        title: 'Order placed',
        plainText: `The payment${amount} is pending: the provider settles it later.`,
        icon: 'success',
        fields,
      };
    case 'declined':
      return {
        title: 'Declined',
        plainText: `The payment${amount} was declined${error ? `: ${error}` : ''}.`,
        icon: 'warning',
        fields,
      };
    case 'error':
      return {
        title: 'Failed',
        plainText: `The payment${amount} failed${error ? `: ${error}` : ''}.`,
        icon: 'error',
        fields: { ...fields, ...(error ? { Error: error } : {}) },
      };
    default:
      // '' after a cancelled sheet or an abandoned hosted page: nothing was charged.
      return paymentStatus === ''
        ? {
            title: 'Not paid',
            plainText: `Nothing was charged${error ? `: ${error}` : ''}.`,
            icon: 'info',
            fields: {},
          }
        : null;
  }
}

function cardResult(state: RootState): Result | null {
  const { tokenStatus, tokens, error } = state.tokens;
  if (tokenStatus === 'success') {
    const card = tokens.at(-1);
    return {
      title: 'Card saved',
      plainText: 'The card was verified and saved as a token.',
      icon: 'success',
      fields: card
        ? {
            Card: card.paymentInstrument.cardNumber,
            'Token id': card.tokenId,
            ...(card.schemeTransactionReference
              ? { 'Scheme transaction reference': card.schemeTransactionReference }
              : {}),
          }
        : {},
    };
  }
  if (tokenStatus === 'failure') {
    return {
      title: 'Card not saved',
      plainText: `The card was not saved${error ? `: ${error}` : ''}.`,
      icon: 'error',
      fields: error ? { Error: error } : {},
    };
  }
  return null;
}

function payoutResult(state: RootState): Result | null {
  const { payoutStatus, response, amount, currency, error } = state.payout;
  const value = amount !== null && currency !== null ? ` of ${amountOf({ amount, currency })}` : '';
  if (payoutStatus === 'complete' && response) {
    return {
      title: 'Withdrawal answered',
      plainText: `The withdrawal${value} came back '${response.outcome}'.`,
      icon: response.outcome === 'refused' || response.outcome === 'error' ? 'warning' : 'success',
      fields: { Outcome: response.outcome },
    };
  }
  if (payoutStatus === 'failed') {
    return {
      title: 'Withdrawal failed',
      plainText: `The withdrawal${value} failed${error ? `: ${error}` : ''}.`,
      icon: 'error',
      fields: error ? { Error: error } : {},
    };
  }
  return null;
}

/** The shopper's journeys end with a summary card; the rows beside them do not. */
const summaries: Partial<Record<JourneyKind, (state: RootState) => Result | null>> = {
  payment: paymentResult,
  hostedPage: paymentResult,
  card: cardResult,
  payout: payoutResult,
};

/** The result event of a journey of `kind` that ended in `state`; null when it did not end. */
export function journeyResult(kind: JourneyKind, state: RootState): ApiEvent | null {
  const result = summaries[kind]?.(state) ?? null;
  if (!result) return null;
  const { fields, ...text } = result;
  return {
    ...text,
    type: 'response',
    api: journeyResultApi,
    ...(Object.keys(fields).length > 0 ? { body: fields } : {}),
  };
}
