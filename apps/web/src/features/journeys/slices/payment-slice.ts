// Payment (spec §3 "Card payment / payment state", §4 "Payment status"): paymentStatus goes
// '' → processing → success | declined | error and back to '' when the result has been shown or
// the journey is reset. 'processing' routes to the processing screen; any other non-empty status
// routes to the screen of that name. A payment on the hosted payment page can also end 'pending'
// (the provider took it but has not settled it: spec §4 "Hosted payment", pending → processing)
// or go back to '' without a result (the page could not be shown, or the shopper left it). Also kept: the last payment request and answer (for the
// result screens), the error, whether the card is being saved, the billing address and the
// payment-method label. (The transaction type of a result travels in navigation state.)
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BillingAddress, HttpMethod } from '@sjd/contracts';
import type { JsonValue } from '../../event-log';
import {
  buyNowPressed,
  cardPaymentSubmitted,
  hostedPaymentRequested,
  localPaymentStarted,
  paymentAuthorized,
  paymentDeclined,
  paymentFailed,
  paymentJourneyReset,
  paymentOutcomeAcknowledged,
  recurringPaymentRequested,
  walletPaymentCancelled,
  walletPaymentStarted,
} from '../events';
import { paymentMethodTexts } from '../payment-methods';
import type { PaymentAuth, PaymentPurpose } from '../types';

export type PaymentStatus = '' | 'processing' | 'pending' | 'success' | 'declined' | 'error';
/** The statuses that route to the result screen of the same name. */
export type PaymentOutcomeStatus = 'success' | 'declined' | 'error';

export interface PaymentRequestRecord {
  url: string;
  method: HttpMethod;
  /** As sent, with card numbers and CVCs masked. */
  requestBody: JsonValue;
}

export interface PaymentState {
  paymentStatus: PaymentStatus;
  paymentRequest: PaymentRequestRecord | null;
  paymentAuth: PaymentAuth | null;
  /** Why the payment was declined or failed, for the terminal-minded visitor. */
  error: string | null;
  saveDetails: boolean;
  billingAddress: BillingAddress | null;
  paymentMethod: string;
  /** What the payment under way (or just finished) pays for: its result screen's words. */
  purpose: PaymentPurpose | null;
}

export const initialPaymentState: PaymentState = {
  paymentStatus: '',
  paymentRequest: null,
  paymentAuth: null,
  error: null,
  saveDetails: false,
  billingAddress: null,
  paymentMethod: '',
  purpose: null,
};

const isProcessing = (state: PaymentState) => state.paymentStatus === 'processing';

/** A payment starts afresh, with its method; nothing changes while another one is processing. */
function started(
  state: PaymentState,
  fields: Partial<PaymentState> & Pick<PaymentState, 'paymentMethod'>,
): PaymentState | undefined {
  if (isProcessing(state)) return undefined;
  return { ...initialPaymentState, paymentStatus: 'processing', ...fields };
}

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    /** The flow sent the payment call (the Payments API or Card Payments). */
    paymentRequested(state, action: PayloadAction<PaymentRequestRecord>) {
      if (!isProcessing(state)) return;
      state.paymentRequest = action.payload;
    },
    /** The provider accepted the payment but has not settled it yet (hosted page 'pending'). */
    paymentPending(state, action: PayloadAction<PaymentAuth>) {
      if (!isProcessing(state)) return;
      state.paymentStatus = 'pending';
      state.paymentAuth = action.payload;
    },
    /**
     * The payment ended before the shopper could pay (the hosted page could not be created or
     * shown, or the shopper left it): nothing was charged and the next payment may start.
     */
    paymentAbandoned(state, action: PayloadAction<{ reason: string }>) {
      if (!isProcessing(state)) return;
      state.paymentStatus = '';
      state.error = action.payload.reason;
    },
  },
  extraReducers: (builder) => {
    builder
      // A second submit while one payment is running is ignored (and so is its flow).
      .addCase(cardPaymentSubmitted, (state, { payload }) =>
        started(state, {
          saveDetails: payload.saveDetails,
          billingAddress: payload.billingAddress,
          paymentMethod: paymentMethodTexts.card.label,
          purpose: payload.charge.purpose,
        }),
      )
      .addCase(hostedPaymentRequested, (state) =>
        started(state, { paymentMethod: paymentMethodTexts.hostedPage.label }),
      )
      .addCase(buyNowPressed, (state, { payload }) =>
        started(state, {
          paymentMethod: paymentMethodTexts.savedCard.label,
          purpose: payload.charge.purpose,
        }),
      )
      .addCase(recurringPaymentRequested, (state, { payload }) =>
        started(state, {
          paymentMethod: paymentMethodTexts.recurring.label,
          purpose: payload.charge.purpose,
        }),
      )
      .addCase(localPaymentStarted, (state, { payload }) =>
        started(state, {
          paymentMethod: paymentMethodTexts.localMethod.label,
          purpose: payload.charge.purpose,
        }),
      )
      .addCase(walletPaymentStarted, (state) =>
        started(state, { paymentMethod: paymentMethodTexts.wallet.label }),
      )
      .addCase(walletPaymentCancelled, (state) => {
        // Only a wallet payment under way is cancelled by its dialog closing.
        if (!isProcessing(state) || state.paymentMethod !== paymentMethodTexts.wallet.label) return;
        return initialPaymentState;
      })
      .addCase(paymentAuthorized, (state, action) => {
        if (!isProcessing(state)) return;
        state.paymentStatus = 'success';
        state.paymentAuth = action.payload;
      })
      .addCase(paymentDeclined, (state, action) => {
        if (!isProcessing(state)) return;
        state.paymentStatus = 'declined';
        state.error = action.payload.reason;
        state.paymentAuth = action.payload.auth ?? null;
      })
      .addCase(paymentFailed, (state, action) => {
        if (!isProcessing(state)) return;
        state.paymentStatus = 'error';
        state.error = action.payload.error;
      })
      .addCase(paymentOutcomeAcknowledged, (state) => {
        if (state.paymentStatus === '' || isProcessing(state)) return;
        return initialPaymentState;
      })
      .addCase(paymentJourneyReset, () => initialPaymentState);
  },
  selectors: {
    selectPayment: (state) => state,
    selectPaymentStatus: (state) => state.paymentStatus,
    selectIsPaymentProcessing: (state) => state.paymentStatus === 'processing',
    selectPaymentAuth: (state) => state.paymentAuth,
  },
});

export const { paymentRequested, paymentPending, paymentAbandoned } = paymentSlice.actions;
export const { selectPayment, selectPaymentStatus, selectIsPaymentProcessing, selectPaymentAuth } =
  paymentSlice.selectors;
