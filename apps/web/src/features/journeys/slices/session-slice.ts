// Session (spec §3 "Session"): the shopper's namespace at the provider, the demo account balance,
// and the card of the payment in progress: the card as entered (Direct: number, expiry, CVC;
// Checkout SDK: the session href as `cardHref`), the saved card chosen in the basket
// (`selectedToken`), the security code of a card check (`cvc`), whether this is a card-on-file
// payment and the token it uses (`currentToken`). Only namespace and balance are persisted; card
// data and CVCs never are, and they are dropped as soon as the payment ends (spec §8).
// The balance is the sum of its ledger's movements (issue 43, story-ledger.ts): every change is a
// movement; a withdrawal the bank refuses later (an applied `refused` or `error` payout event)
// gives its money back, and a deposit charged back or refunded is taken back, once per event,
// with a notice the shop shows until the player has read it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  allTokensDeleted,
  buyNowPressed,
  cardAdded,
  cardAddFailed,
  cardAddRequested,
  cardDeleted,
  cardPaymentSubmitted,
  draftTokenCreated,
  paymentAuthorized,
  paymentDeclined,
  paymentFailed,
  paymentJourneyReset,
  tokenRemoved,
  webhookReceived,
} from '../events';
import {
  amountToReturn,
  amountToTakeBack,
  isDepositReversalOf,
  appliedEventOf,
  eventMovements,
  ledgerTotal,
  withMovement,
  type FundsLedger,
  type MovementKind,
  type FundsNotice,
} from '../story-ledger';
import type { CardEntry } from '../types';

export interface SessionState {
  /** Tokens are created under this namespace ('SHOPPER_ID_' plus a timestamp). */
  namespace: string;
  /** Integer minor units; starts at 1 (spec §9). Always the total of `ledger`. */
  accountBalance: number;
  /** The balance's movements (persisted with it). */
  ledger: FundsLedger;
  /** The last withdrawal given back, until the player dismisses the shop's message. */
  fundsNotice: FundsNotice | null;
  card: CardEntry | null;
  /** tokenId of the saved card chosen in the basket. */
  selectedToken: string | null;
  /** The card check's security code (never persisted, dropped when the payment ends). */
  cvc: string;
  isCardOnFilePayment: boolean;
  /** The Checkout SDK session href of the card being paid with. */
  cardHref: string | null;
  /** tokenId of the token the current payment or add-card uses. */
  currentToken: string | null;
}

export const namespacePrefix = 'SHOPPER_ID_';
export const initialAccountBalance = 100;
const namespacePattern = /^SHOPPER_ID_\d+$/;

export function newNamespace(now: number): string {
  return `${namespacePrefix}${Math.trunc(now)}`;
}

const noCard = {
  card: null,
  selectedToken: null,
  cvc: '',
  isCardOnFilePayment: false,
  cardHref: null,
  currentToken: null,
} satisfies Partial<SessionState>;

export function initialSessionState(now = Date.now()): SessionState {
  return {
    namespace: newNamespace(now),
    accountBalance: initialAccountBalance,
    ledger: { carried: initialAccountBalance, movements: [] },
    fundsNotice: null,
    ...noCard,
  };
}

/** Adds a movement; the balance is the ledger's new total (never below zero). */
function move(
  state: SessionState,
  kind: MovementKind,
  delta: number,
  reference: string | null,
  eventId?: string,
) {
  // A movement of 0 is kept only when an event is handled by it (it marks the event as seen).
  if (!Number.isSafeInteger(delta) || state.accountBalance + delta < 0) return;
  if (delta === 0 && eventId === undefined) return;
  // A balance set without a movement (a preloaded state) opens the ledger at it.
  const drift = state.accountBalance - ledgerTotal(state.ledger);
  if (drift !== 0) state.ledger = { ...state.ledger, carried: state.ledger.carried + drift };
  state.ledger = withMovement(state.ledger, {
    kind,
    delta,
    reference,
    ...(eventId === undefined ? {} : { eventId }),
  });
  state.accountBalance = ledgerTotal(state.ledger);
}

/** The payment is over: the card, its CVC and session href go (the basket choice stays). */
function dropCard(state: SessionState): void {
  state.card = null;
  state.cvc = '';
  state.cardHref = null;
  state.isCardOnFilePayment = false;
  state.currentToken = null;
}

function forgetToken(state: SessionState, tokenId: string): void {
  if (state.selectedToken === tokenId) state.selectedToken = null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: () => initialSessionState(),
  reducers: {
    namespaceGenerated: {
      reducer(state, action: PayloadAction<{ namespace: string }>) {
        if (!namespacePattern.test(action.payload.namespace)) return;
        state.namespace = action.payload.namespace;
      },
      prepare: (now: number = Date.now()) => ({ payload: { namespace: newNamespace(now) } }),
    },
    /** Spec §4: a full reset, or one that keeps the balance and the namespace. */
    sessionReset: {
      reducer(state, action: PayloadAction<{ keepBalanceAndNamespace: boolean; now: number }>) {
        if (!action.payload.keepBalanceAndNamespace) return initialSessionState(action.payload.now);
        return { ...state, ...noCard };
      },
      prepare: (keepBalanceAndNamespace: boolean, now: number = Date.now()) => ({
        payload: { keepBalanceAndNamespace, now },
      }),
    },
    /**
     * The balance changes by a delta (top-up, payment, withdrawal) as a movement of its ledger,
     * with the payment's or payout's reference; it never goes below zero.
     */
    accountBalanceChanged(
      state,
      action: PayloadAction<{ delta: number; kind?: MovementKind; reference?: string | null }>,
    ) {
      const { delta, reference = null } = action.payload;
      const kind = action.payload.kind ?? (delta < 0 ? 'withdrawal' : 'topUp');
      if (eventMovements.includes(kind)) return; // only a provider's event makes these
      move(state, kind, delta, reference);
    },
    /** The trail said that the event gave a withdrawal back. */
    payoutReturnAnnounced(state, action: PayloadAction<{ eventId: string }>) {
      const movement = state.ledger.movements.find((m) => m.eventId === action.payload.eventId);
      if (movement) movement.announced = true;
    },
    /** The player read the message about a withdrawal given back. */
    fundsNoticeDismissed(state) {
      state.fundsNotice = null;
    },
    /** The basket's saved-card dropdown picked a card. */
    tokenSelected(state, action: PayloadAction<{ tokenId: string | null }>) {
      state.selectedToken = action.payload.tokenId;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(cardPaymentSubmitted, (state, action) => {
        const { card } = action.payload;
        state.card = card;
        state.cardHref = card.kind === 'checkout' ? card.sessionHref : null;
        state.cvc = '';
        state.isCardOnFilePayment = false;
        state.currentToken = null;
      })
      .addCase(cardAddRequested, (state, action) => {
        const { card } = action.payload;
        state.card = card;
        state.cardHref = card.kind === 'checkout' ? card.sessionHref : null;
        state.currentToken = null;
      })
      .addCase(buyNowPressed, (state, action) => {
        const { tokenId, securityCode } = action.payload;
        state.selectedToken = tokenId;
        state.currentToken = tokenId;
        state.isCardOnFilePayment = true;
        state.cvc = securityCode && 'cvc' in securityCode ? securityCode.cvc : '';
        state.cardHref = null;
        state.card = null;
      })
      .addCase(draftTokenCreated, (state, action) => {
        state.currentToken = action.payload.token.tokenId;
      })
      .addCase(paymentAuthorized, dropCard)
      .addCase(paymentDeclined, dropCard)
      .addCase(paymentFailed, dropCard)
      .addCase(cardAdded, dropCard)
      .addCase(cardAddFailed, dropCard)
      .addCase(paymentJourneyReset, dropCard)
      .addCase(tokenRemoved, (state, action) => forgetToken(state, action.payload))
      .addCase(cardDeleted, (state, action) => forgetToken(state, action.payload.tokenId))
      .addCase(allTokensDeleted, (state) => {
        state.selectedToken = null;
      })
      .addCase(webhookReceived, (state, action) => {
        // An event that moves the player's money, once each (by eventId), whatever the number of
        // deliveries: a payout the bank refused (or that failed) after it took the money gives
        // it back; a deposit charged back or refunded takes it from the balance.
        const event = appliedEventOf(action.payload);
        const reference = action.payload.transactionReference;
        if (!event || state.ledger.movements.some((m) => m.eventId === event.eventId)) return;
        const currency = event.currency ?? '';
        const back = amountToReturn(state.ledger, event, reference);
        if (back > 0) {
          move(state, 'withdrawalReturned', back, reference, event.eventId);
          const outcome = event.type === 'error' ? 'error' : 'refused';
          state.fundsNotice = {
            eventId: event.eventId,
            reference,
            amount: back,
            currency,
            outcome,
          };
          return;
        }
        const taken = amountToTakeBack(state.ledger, event, reference, state.accountBalance);
        if (taken === 0) {
          // A reversal of a deposit that found nothing to take (the balance was spent) is still
          // handled: kept as a movement of 0, so a later delivery of it takes nothing either.
          if (isDepositReversalOf(state.ledger, event, reference))
            move(state, 'depositTakenBack', 0, reference, event.eventId);
          return;
        }
        move(state, 'depositTakenBack', -taken, reference, event.eventId);
        const outcome = event.type === 'chargedBack' ? 'chargedBack' : 'refunded';
        state.fundsNotice = { eventId: event.eventId, reference, amount: taken, currency, outcome };
      });
  },
  selectors: {
    selectNamespace: (state) => state.namespace,
    selectAccountBalance: (state) => state.accountBalance,
    selectFundsNotice: (state) => state.fundsNotice,
    selectSelectedToken: (state) => state.selectedToken,
    selectCurrentToken: (state) => state.currentToken,
  },
});

export const {
  namespaceGenerated,
  sessionReset,
  accountBalanceChanged,
  fundsNoticeDismissed,
  payoutReturnAnnounced,
  tokenSelected,
} = sessionSlice.actions;
export const {
  selectNamespace,
  selectAccountBalance,
  selectFundsNotice,
  selectSelectedToken,
  selectCurrentToken,
} = sessionSlice.selectors;
