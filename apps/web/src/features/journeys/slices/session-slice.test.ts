import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { paymentJourneyReset, webhookReceived } from '../events';
import { sampleToken } from '../../../test/fixtures';
import { buyNowPressed, cardPaymentSubmitted } from '../events';
import { type CardEntry } from '../types';
import { paymentAuthorized, paymentDeclined, paymentFailed } from '../events';
import { pageAcceptHeader } from '../browser-data';
import { cardDeleted, draftTokenCreated, tokenRemoved } from '../events';
import {
  accountBalanceChanged,
  initialSessionState,
  namespaceGenerated,
  fundsNoticeDismissed,
  sessionReset,
  sessionSlice,
  tokenSelected,
  type SessionState,
} from './session-slice';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const charge = { amount: 100, purpose: 'basket' } as const;
const start = initialSessionState(1_000);
const rich: SessionState = {
  ...start,
  accountBalance: 5_000,
  ledger: { carried: 5_000, movements: [] },
};
const browser = { acceptHeader: pageAcceptHeader, userAgentHeader: 'test' };
const plainCard: CardEntry = {
  kind: 'plain',
  cardHolderName: 'Ada Lovelace',
  cardNumber: scenarioCard('challenge'),
  expiryDate: { month: 5, year: 2035 },
  cvc: '123',
};
const sdkCard: CardEntry = {
  kind: 'checkout',
  cardHolderName: 'Ada Lovelace',
  sessionHref: 'http://localhost:3001/sessions/abc',
};
const paying: SessionState = { ...rich, card: plainCard, selectedToken: 'T1', currentToken: 'T9' };
const afterPayment: SessionState = { ...rich, selectedToken: 'T1' };
const auth = { outcome: 'authorized', transactionReference: 'R', amount: 100, currency: 'GBP' };

const cases: [string, SessionState, UnknownAction, SessionState][] = [
  [
    'starts with balance 1, a timestamped namespace and no card',
    start,
    { type: 'noop' },
    {
      namespace: 'SHOPPER_ID_1000',
      accountBalance: 100,
      ledger: { carried: 100, movements: [] },
      fundsNotice: null,
      card: null,
      selectedToken: null,
      cvc: '',
      isCardOnFilePayment: false,
      cardHref: null,
      currentToken: null,
    },
  ],
  [
    'a new namespace is generated',
    start,
    namespaceGenerated(2_000),
    { ...start, namespace: 'SHOPPER_ID_2000' },
  ],
  [
    'the balance rises by a delta',
    start,
    accountBalanceChanged({ delta: 1_000 }),
    {
      ...start,
      accountBalance: 1_100,
      ledger: { carried: 100, movements: [{ kind: 'topUp', delta: 1_000, reference: null }] },
    },
  ],
  [
    'the balance falls by a delta',
    rich,
    accountBalanceChanged({ delta: -4_000, kind: 'withdrawal', reference: 'P1' }),
    {
      ...rich,
      accountBalance: 1_000,
      ledger: {
        carried: 5_000,
        movements: [{ kind: 'withdrawal', delta: -4_000, reference: 'P1' }],
      },
    },
  ],
  [
    'a full reset starts a new session',
    rich,
    sessionReset(false, 3_000),
    initialSessionState(3_000),
  ],
  [
    'a reset can keep balance and namespace (the card goes)',
    paying,
    sessionReset(true, 3_000),
    rich,
  ],
  [
    'a new-card payment keeps the typed card for the journey',
    rich,
    cardPaymentSubmitted({
      card: plainCard,
      billingAddress: null,
      saveDetails: false,
      charge,
      browser,
    }),
    { ...rich, card: plainCard },
  ],
  [
    'a hosted-fields card keeps its session href',
    rich,
    cardPaymentSubmitted({
      card: sdkCard,
      billingAddress: null,
      saveDetails: true,
      charge,
      browser,
    }),
    { ...rich, card: sdkCard, cardHref: sdkCard.sessionHref },
  ],
  [
    'Buy Now records the selected token, its CVC and a card-on-file payment',
    rich,
    buyNowPressed({ tokenId: 'T1', securityCode: { cvc: '555' }, charge, browser }),
    { ...rich, selectedToken: 'T1', currentToken: 'T1', cvc: '555', isCardOnFilePayment: true },
  ],
  [
    'Buy Now with a CVC session keeps no CVC',
    rich,
    buyNowPressed({ tokenId: 'T1', securityCode: { cvcSessionHref: 'h' }, charge, browser }),
    { ...rich, selectedToken: 'T1', currentToken: 'T1', isCardOnFilePayment: true },
  ],
  [
    'the token a payment created is the current one',
    rich,
    draftTokenCreated({ token: sampleToken, conflictStatus: 'no-conflict', conflictLink: null }),
    { ...rich, currentToken: sampleToken.tokenId },
  ],
  ['an authorized payment drops the card', paying, paymentAuthorized(auth), afterPayment],
  ['a declined payment drops the card', paying, paymentDeclined({ reason: 'x' }), afterPayment],
  ['a failed payment drops the card', paying, paymentFailed({ error: 'x' }), afterPayment],
  ['a journey reset drops the card', paying, paymentJourneyReset(), afterPayment],
  [
    'the basket picks a card',
    rich,
    tokenSelected({ tokenId: 'T2' }),
    { ...rich, selectedToken: 'T2' },
  ],
  [
    'a deleted selected card is no longer selected',
    paying,
    cardDeleted({ tokenId: 'T1' }),
    { ...paying, selectedToken: null },
  ],
  ['ignored: another card removed', paying, tokenRemoved('T2'), paying],
  [
    'ignored: a namespace of another shape',
    start,
    { type: namespaceGenerated.type, payload: { namespace: 'x' } },
    start,
  ],
  ['ignored: a fractional delta', start, accountBalanceChanged({ delta: 0.5 }), start],
  ['ignored: a delta below zero balance', start, accountBalanceChanged({ delta: -101 }), start],
  ['ignored: an unrelated event', rich, { type: 'cart/cartEmptied' }, rich],
];

describe('session slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(sessionSlice.reducer(state, action)).toEqual(expected);
  });
});

describe('a withdrawal the bank refuses later (issue 43)', () => {
  const payoutEvent = (type: string, eventId = `E-${type}`, outcome = 'applied') =>
    webhookReceived({
      eventId,
      type,
      transactionReference: 'P1',
      outcome: outcome as 'applied',
      receivedAt: '2026-12-08T10:00:00.000Z',
      request: { eventSignature: '1/SHA256/x', keyId: '1' },
      event: {
        eventId,
        eventTimestamp: '2026-12-08T10:00:00.000',
        eventDetails: {
          classification: 'payout',
          transactionReference: 'P1',
          type,
          amount: { value: 345, currencyCode: 'GBP' },
        },
      },
    });
  const withdrawn = sessionSlice.reducer(
    { ...start, accountBalance: 2_100, ledger: { carried: 2_100, movements: [] } },
    accountBalanceChanged({ delta: -345, kind: 'withdrawal', reference: 'P1' }),
  );

  it('gives the money back once, with the message for the shop', () => {
    expect(withdrawn.accountBalance).toBe(1_755);
    const refused = sessionSlice.reducer(withdrawn, payoutEvent('refused'));
    expect(refused.accountBalance).toBe(2_100);
    expect(refused.fundsNotice).toEqual({
      eventId: 'E-refused',
      reference: 'P1',
      amount: 345,
      currency: 'GBP',
      outcome: 'refused',
    });
    expect(refused.ledger.movements.at(-1)).toEqual({
      kind: 'withdrawalReturned',
      delta: 345,
      reference: 'P1',
      eventId: 'E-refused',
    });
    // A second delivery, or an error after the refusal, gives nothing more.
    const again = sessionSlice.reducer(refused, payoutEvent('refused', 'E-other'));
    expect(sessionSlice.reducer(again, payoutEvent('error')).accountBalance).toBe(2_100);
    expect(sessionSlice.reducer(refused, fundsNoticeDismissed()).fundsNotice).toBeNull();
  });

  it('ignores events not applied, of other outcomes, or for a payout that took nothing', () => {
    expect(sessionSlice.reducer(withdrawn, payoutEvent('refused', 'E1', 'duplicate'))).toEqual(
      withdrawn,
    );
    expect(sessionSlice.reducer(withdrawn, payoutEvent('approved'))).toEqual(withdrawn);
    expect(sessionSlice.reducer(start, payoutEvent('refused'))).toEqual(start);
  });

  it('refuses a hand-made return', () => {
    expect(
      sessionSlice.reducer(
        withdrawn,
        accountBalanceChanged({ delta: 345, kind: 'withdrawalReturned', reference: 'P1' }),
      ),
    ).toEqual(withdrawn);
  });
});

describe('a deposit charged back or refunded (issue 43)', () => {
  const paymentEvent = (type: string, value: number, eventId = `E-${type}`) =>
    webhookReceived({
      eventId,
      type,
      transactionReference: 'T1',
      outcome: 'applied',
      receivedAt: '2026-12-08T10:00:00.000Z',
      request: { eventSignature: '1/SHA256/x', keyId: '1' },
      event: {
        eventId,
        eventTimestamp: '2026-12-08T10:00:00.000',
        eventDetails: {
          classification: 'payment',
          transactionReference: 'T1',
          type,
          amount: { value, currencyCode: 'GBP' },
        },
      },
    });
  const deposited = sessionSlice.reducer(
    start,
    accountBalanceChanged({ delta: 5_000, kind: 'topUp', reference: 'T1' }),
  );

  it('takes the money back once per event, at most what the deposit brought', () => {
    const refunded = sessionSlice.reducer(deposited, paymentEvent('refunded', 1_000));
    expect(refunded.accountBalance).toBe(4_100);
    expect(refunded.fundsNotice).toMatchObject({ outcome: 'refunded', amount: 1_000 });
    expect(sessionSlice.reducer(refunded, paymentEvent('refunded', 1_000)).accountBalance).toBe(
      4_100,
    );
    const chargedBack = sessionSlice.reducer(refunded, paymentEvent('chargedBack', 9_000));
    expect(chargedBack.accountBalance).toBe(100);
    expect(chargedBack.fundsNotice).toMatchObject({ outcome: 'chargedBack', amount: 4_000 });
  });

  it('never below zero, and not for a payment that was not a deposit', () => {
    const spent = sessionSlice.reducer(
      deposited,
      accountBalanceChanged({ delta: -4_900, kind: 'withdrawal', reference: 'P9' }),
    );
    expect(sessionSlice.reducer(spent, paymentEvent('chargedBack', 5_000)).accountBalance).toBe(0);
    expect(sessionSlice.reducer(start, paymentEvent('chargedBack', 50))).toEqual(start);
    // A refund that finds the balance spent (0) is still handled: delivered again once the
    // player has topped up, it takes nothing (review, issue 43).
    const emptied = sessionSlice.reducer(spent, paymentEvent('chargedBack', 5_000));
    expect(emptied.accountBalance).toBe(0);
    const refundedAtZero = sessionSlice.reducer(emptied, paymentEvent('refunded', 1_000));
    expect(refundedAtZero.accountBalance).toBe(0);
    const topped = sessionSlice.reducer(
      refundedAtZero,
      accountBalanceChanged({ delta: 2_000, kind: 'topUp', reference: 'T2' }),
    );
    expect(topped.accountBalance).toBe(2_000);
    expect(sessionSlice.reducer(topped, paymentEvent('refunded', 1_000)).accountBalance).toBe(
      2_000,
    );
    expect(sessionSlice.reducer(deposited, paymentEvent('settled', 5_000))).toEqual(deposited);
  });
});
