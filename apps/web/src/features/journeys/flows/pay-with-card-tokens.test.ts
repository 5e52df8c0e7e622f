// @vitest-environment node
// payWithCard, Modular: the verified-token branch of spec §4 ("save details or Checkout type:
// create verified token first") — 201 / 200 / 409 resolved / 206, the saved card and its
// subsequent flag, and the temporary token of a one-off Checkout SDK payment. 3DS and FraudSight
// are off here (their branches are in pay-with-card-modular.test.ts).
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../../app/store';
import {
  basketCharge,
  checkoutSession,
  journeyStore,
  paymentSettled,
  recordedRequest,
  providerStackPerFile,
  testBrowser,
  trail,
  until,
} from '../../../test/provider-stack';
import { itemAdded } from '../../cart/cart-slice';
import type { TokenConflictStatus } from '../types';
import { cardPaymentSubmitted, paymentOutcomeAcknowledged } from '../events';
import { type CardEntry } from '../types';
import type { PaymentStatus } from '../slices/payment-slice';
import { genericTestCards } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

type CardSpec =
  | { kind: 'plain'; cardNumber: string; holder: string }
  | { kind: 'sdk'; cardNumber: string; holder: string };

interface Payment {
  card: CardSpec;
  saveDetails: boolean;
}

async function cardEntry(spec: CardSpec): Promise<CardEntry> {
  if (spec.kind === 'sdk') {
    const sessionHref = await checkoutSession(stack, 'verifiedToken', {
      cardNumber: spec.cardNumber,
      cvc: '555',
    });
    return { kind: 'checkout', cardHolderName: spec.holder, sessionHref };
  }
  return {
    kind: 'plain',
    cardHolderName: spec.holder,
    cardNumber: spec.cardNumber,
    expiryDate: { month: 5, year: 2035 },
    cvc: '555',
  };
}

async function pay(store: AppStore, payment: Payment): Promise<void> {
  if (store.getState().cart.cartTotal === 0) {
    store.dispatch(itemAdded({ id: 1, title: 'Wool fedora hat', price: 100 }));
  }
  store.dispatch(
    cardPaymentSubmitted({
      card: await cardEntry(payment.card),
      billingAddress: {
        address1: '1 Demo Street',
        city: 'London',
        postalCode: 'AAAA',
        countryCode: 'GB',
      },
      saveDetails: payment.saveDetails,
      charge: basketCharge(store),
      browser: testBrowser,
    }),
  );
  await until(store, paymentSettled);
}

const ada = (kind: CardSpec['kind'] = 'plain'): CardSpec => ({
  kind,
  cardNumber: genericTestCards.visa,
  holder: 'Ada Lovelace',
});
const created = ['  → Create verified token', '  ← Create verified token 201'];
const paid = ['  → Card payment', '  ← Card payment 201'];

interface Case {
  name: string;
  before?: Payment[];
  payment: Payment;
  status: PaymentStatus;
  /** The last trigger's events. */
  events: string[];
  conflictStatus: TokenConflictStatus;
  savedHolders: string[];
  storedCardUsage?: 'first' | 'subsequent';
}

const cases: Case[] = [
  {
    name: '201: a new token pays first, is saved and marked subsequent',
    payment: { card: ada(), saveDetails: true },
    status: 'success',
    events: [...created, ...paid, '  · Payment authorized'],
    conflictStatus: 'no-conflict',
    savedHolders: ['Ada Lovelace'],
    storedCardUsage: 'first',
  },
  {
    name: '200: the identical saved token is reused and pays as subsequent',
    before: [{ card: ada(), saveDetails: true }],
    payment: { card: ada(), saveDetails: true },
    status: 'success',
    events: [
      '  → Create verified token',
      '  ← Create verified token 200',
      ...paid,
      '  · Payment authorized',
    ],
    conflictStatus: 'exists',
    savedHolders: ['Ada Lovelace'],
    storedCardUsage: 'subsequent',
  },
  {
    name: '409: the same card with another name — conflict applied, token reloaded',
    before: [{ card: ada(), saveDetails: true }],
    payment: { card: { ...ada(), holder: 'Grace Hopper' }, saveDetails: true },
    status: 'success',
    events: [
      '  → Create verified token',
      '  ← Create verified token 409',
      '  → Resolve token conflict',
      '  ← Resolve token conflict 204',
      '  → Get token',
      '  ← Get token 200',
      ...paid,
      '  · Payment authorized',
    ],
    conflictStatus: 'conflict',
    savedHolders: ['Grace Hopper'],
    storedCardUsage: 'subsequent',
  },
  {
    name: '206: not verified — declined before any payment call',
    payment: { card: { ...ada(), holder: 'REFUSED' }, saveDetails: true },
    status: 'declined',
    events: [
      '  → Create verified token',
      '  ← Create verified token 206',
      '  · Verification failed',
    ],
    conflictStatus: 'no-conflict',
    savedHolders: [],
  },
  {
    name: 'Checkout SDK guest: the temporary token is deleted after the payment',
    payment: { card: ada('sdk'), saveDetails: false },
    status: 'success',
    events: [
      ...created,
      ...paid,
      '  → Delete token',
      '  ← Delete token 204',
      '  · Payment authorized',
    ],
    conflictStatus: 'no-conflict',
    savedHolders: [],
  },
  {
    name: 'Checkout SDK guest with a card already saved: that token is kept',
    before: [{ card: ada(), saveDetails: true }],
    payment: { card: ada('sdk'), saveDetails: false },
    status: 'success',
    events: [
      '  → Create verified token',
      '  ← Create verified token 200',
      ...paid,
      '  · Payment authorized',
    ],
    conflictStatus: 'exists',
    savedHolders: ['Ada Lovelace'],
  },
];

describe('payWithCard, Modular, through a verified token', () => {
  it.each(cases)('$name', async (c) => {
    const { store } = await journeyStore(stack, {
      settings: { integrationType: 'Modular', clientIntegrationType: 'Direct', allow3DS: false },
      items: 1,
    });
    for (const before of c.before ?? []) {
      await pay(store, before);
      expect(store.getState().payment.paymentStatus).toBe('success');
      store.dispatch(paymentOutcomeAcknowledged());
    }

    await pay(store, c.payment);

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe(c.status);
    expect(trail(state).slice(-c.events.length - 1)).toEqual(['Pay with card', ...c.events]);
    expect(state.tokens.tokenConflictStatus).toBe(c.conflictStatus);
    expect(state.tokens.draftToken).toBeNull();
    expect(state.tokens.tokens.map((t) => t.paymentInstrument.cardHolderName)).toEqual(
      c.savedHolders,
    );
    if (c.status === 'success' && c.savedHolders.length > 0) {
      // A card that has paid once pays as 'subsequent' next time.
      expect(state.tokens.tokens[0]?.subsequentPayment).toBe(true);
    }
    if (c.status === 'success') {
      const body = recordedRequest(state, 'Card payment');
      expect(body).toMatchObject({
        instruction: {
          paymentInstrument: { type: 'card/token' },
          value: { currency: 'GBP', amount: 100 },
          narrative: { line1: 'Smart Journey Demo' },
        },
      });
      if (c.storedCardUsage) {
        expect(body).toHaveProperty('instruction.customerAgreement', {
          type: 'cardOnFile',
          storedCardUsage: c.storedCardUsage,
        });
      } else {
        // A one-off payment stores nothing: no card-on-file agreement.
        expect(body).not.toHaveProperty('instruction.customerAgreement');
      }
    }
  });

  it('records card numbers and CVCs masked, and sends the typed CVC with the token', async () => {
    const { store } = await journeyStore(stack, {
      settings: { integrationType: 'Modular', clientIntegrationType: 'Direct', allow3DS: false },
    });
    await pay(store, { card: ada(), saveDetails: true });
    const state = store.getState();
    expect(recordedRequest(state, 'Create verified token')).toMatchObject({
      paymentInstrument: { type: 'card/plain', cardNumber: '444433******1111', cvc: '***' },
      namespace: state.session.namespace,
      verificationCurrency: 'GBP',
      merchant: { entity: 'default' },
    });
    expect(recordedRequest(state, 'Card payment')).toMatchObject({
      instruction: { paymentInstrument: { type: 'card/token', cvc: '***' } },
    });
    expect(JSON.stringify(state.eventLog)).not.toContain(genericTestCards.visa);
    expect(state.tokens.tokenRequest).toMatchObject({
      method: 'POST',
      url: `${stack.sandboxUrl}/verifiedTokens/cardOnFile`,
      requestBody: { paymentInstrument: { cvc: '***' } },
    });
  });
});
