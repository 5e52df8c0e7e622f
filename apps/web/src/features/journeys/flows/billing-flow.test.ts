// The merchant's billing job (issue 31), rows of the journey table on a real store: a renewal the
// clock reached is charged (a merchant-initiated payment with the card's scheme reference, under
// the billing job's trigger, placed as an order of the plan's shop, whatever shop is shown); a
// refusal, or a request the provider refuses outright, starts the dunning; a renewal not yet due
// is not charged; a month's jump charges every attempt it reached, one entry each; a past-due
// plan whose card is replaced is charged at once.
import type { CardPaymentResponse, MerchantInitiatedTransaction } from '@sjd/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ProviderCallError } from '../../../lib/provider-types';
import { sampleEnvironmentConfig, sampleToken } from '../../../test/fixtures';
import { fakeProviderClient, storeWithLog } from '../../../test/store';
import { initialEnvironmentState } from '../../environment/environment-slice';
import { defaultSiteConfig } from '../../site-config/site-config-slice';
import { orderPlaced } from '../events';
import { initialBillingState } from '../slices/billing-slice';
import { clockMoved, initialClockState } from '../slices/clock-slice';
import { initialTokensState, tokenSaved } from '../slices/tokens-slice';

const startedAt = '2026-11-27T09:00:00.000Z';
const card = {
  ...sampleToken,
  schemeTransactionReference: '123456789012345',
  subsequentPayment: true,
};

function setup(answer: () => Promise<CardPaymentResponse>) {
  const authorizeRecurringPayment =
    vi.fn<(payload: MerchantInitiatedTransaction) => Promise<CardPaymentResponse>>(answer);
  const base = fakeProviderClient();
  const client = fakeProviderClient({
    connect: (connection) => ({ ...base.connect(connection), authorizeRecurringPayment }),
  });
  const { store } = storeWithLog(
    {
      environment: {
        ...initialEnvironmentState,
        configFetched: true,
        config: sampleEnvironmentConfig,
      },
      // Another shop is shown: the renewals are the plan's shop's orders all the same.
      siteConfig: { ...defaultSiteConfig, theme: 'retail' },
      tokens: { ...initialTokensState, tokens: [card] },
      billing: initialBillingState,
      clock: initialClockState,
    },
    client,
  );
  // The plan's first payment, in the shop whose merchant bills.
  store.dispatch(
    orderPlaced({
      transactionReference: 'SJD-first-1',
      kind: 'payment',
      shop: 'digital',
      purpose: 'basket',
      amount: 100,
      currency: 'GBP',
      method: 'card',
      methodLabel: 'Visa •••• 1091',
      api: 'cardPayments',
      outcome: 'authorized',
      placedAt: startedAt,
      items: [],
    }),
  );
  const moveTo = (now: string) =>
    store.dispatch(
      clockMoved({ state: { now, offsetMs: Date.parse(now) - Date.now() }, kind: '1M' }),
    );
  const triggers = () => store.getState().eventLog.triggers.map((t) => t.name);
  return { store, authorizeRecurringPayment, moveTo, triggers };
}

const response = (outcome: 'authorized' | 'refused'): CardPaymentResponse => ({
  outcome,
  transactionReference: 'SJD-renewal-1',
  paymentId: 'pay-1',
  commandId: 'cmd-1',
  ...(outcome === 'refused' ? { refusalCode: '51', refusalDescription: 'LIMIT EXCEEDED' } : {}),
  _links: {},
});

const settled = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("the merchant's billing job", () => {
  it('charges a renewal the clock reached, with the scheme reference, and places the order', async () => {
    const { store, authorizeRecurringPayment, moveTo, triggers } = setup(async () =>
      response('authorized'),
    );
    moveTo('2026-12-27T08:59:00.000Z');
    await settled();
    expect(authorizeRecurringPayment).not.toHaveBeenCalled();
    moveTo('2026-12-27T09:01:00.000Z');
    await settled();
    expect(authorizeRecurringPayment).toHaveBeenCalledTimes(1);
    expect(authorizeRecurringPayment.mock.calls[0]?.[0].instruction).toMatchObject({
      value: { amount: 100, currency: 'GBP' },
      paymentInstrument: { type: 'card/token', href: card.tokenPaymentInstrument.href },
      customerAgreement: { type: 'subscription', schemeReference: '123456789012345' },
    });
    const state = store.getState();
    expect(state.billing).toMatchObject({
      running: false,
      subscription: { periodsPaid: 2, dueAt: '2027-01-27T09:00:00.000Z' },
    });
    expect(triggers()).toEqual(["Merchant's billing job: renewal 2"]);
    expect(state.orders.orders[0]).toMatchObject({
      transactionReference: 'SJD-renewal-1',
      shop: 'digital',
      purpose: 'renewal',
      method: 'recurring',
      outcome: 'authorized',
      placedAt: expect.stringMatching(/^2026-12-27T09:0/),
    });
    // The shopper's screens are not touched.
    expect(state.payment.paymentStatus).toBe('');
  });

  it('starts the dunning on a refusal, and on a request the provider refuses', async () => {
    const refusal = async () => response('refused');
    const answers = [
      refusal,
      async () => {
        throw new ProviderCallError('tokenNotFound: no such token', 'providerError', 404);
      },
    ];
    let call = 0;
    const { store, moveTo, triggers } = setup(() => (answers[call++] ?? refusal)());
    moveTo('2026-12-27T09:01:00.000Z');
    await settled();
    expect(store.getState().billing.subscription).toMatchObject({
      failedAttempts: 1,
      nextAttemptAt: '2026-12-28T09:00:00.000Z',
    });
    // A refused renewal is an order of the plan's shop too.
    expect(store.getState().orders.orders[0]).toMatchObject({
      outcome: 'refused',
      shop: 'digital',
    });
    moveTo('2026-12-28T09:01:00.000Z');
    await settled();
    expect(store.getState().billing.subscription).toMatchObject({
      failedAttempts: 2,
      nextAttemptAt: '2026-12-30T09:00:00.000Z',
      status: 'active',
    });
    expect(triggers()).toEqual([
      "Merchant's billing job: renewal 2",
      "Merchant's billing job: retry 1 of renewal 2",
    ]);
  });

  it('charges every attempt a jump of the clock reached, each under its own trigger', async () => {
    const { store, authorizeRecurringPayment, moveTo, triggers } = setup(async () =>
      response('refused'),
    );
    moveTo('2027-01-20T09:00:00.000Z');
    await settled();
    expect(authorizeRecurringPayment).toHaveBeenCalledTimes(4);
    expect(triggers()).toEqual([
      "Merchant's billing job: renewal 2",
      "Merchant's billing job: retry 1 of renewal 2",
      "Merchant's billing job: retry 2 of renewal 2",
      "Merchant's billing job: retry 3 of renewal 2",
    ]);
    expect(store.getState().billing.subscription).toMatchObject({
      status: 'pastDue',
      pastDueTokenId: card.tokenId,
    });
  });

  it('charges the outstanding renewal once a past-due plan has a new card', async () => {
    let call = 0;
    const { store, moveTo, triggers } = setup(async () =>
      response((call += 1) > 4 ? 'authorized' : 'refused'),
    );
    moveTo('2027-01-20T09:00:00.000Z');
    await settled();
    expect(store.getState().billing.subscription?.status).toBe('pastDue');
    const replacement = { ...card, tokenId: 'NEWCARD1' };
    // Saved by a payment with the new card (the replace-card journey's cardAdded is the other way).
    store.dispatch(tokenSaved(replacement));
    await settled();
    expect(triggers().at(-1)).toBe("Merchant's billing job: retry 4 of renewal 2");
    expect(store.getState().billing.subscription).toMatchObject({
      status: 'active',
      periodsPaid: 2,
      failedAttempts: 0,
    });
  });

  it('captures a renewal: auto-settlement asked, "Sent for Settlement" pays the period', async () => {
    const { store, authorizeRecurringPayment, moveTo } = setup(async () => ({
      ...response('authorized'),
      outcome: 'Sent for Settlement',
    }));
    moveTo('2026-12-27T09:01:00.000Z');
    await settled();
    expect(authorizeRecurringPayment.mock.calls[0]?.[0].instruction.requestAutoSettlement).toEqual({
      enabled: true,
    });
    expect(store.getState().billing.subscription).toMatchObject({
      periodsPaid: 2,
      failedAttempts: 0,
    });
    expect(store.getState().orders.orders[0]).toMatchObject({ outcome: 'Sent for Settlement' });
  });

  it('does not charge or dun a card whose token ended: the shopper is asked to replace it', async () => {
    // The sample card's token ends 19 Feb 2027; renewal 4 is due 27 Feb.
    const { store, authorizeRecurringPayment, moveTo, triggers } = setup(async () =>
      response('authorized'),
    );
    moveTo('2027-01-27T09:01:00.000Z');
    await settled();
    moveTo('2027-02-27T09:01:00.000Z');
    await settled();
    expect(authorizeRecurringPayment).toHaveBeenCalledTimes(2);
    expect(store.getState().billing.subscription).toMatchObject({
      status: 'cardEnded',
      failedAttempts: 0,
      nextAttemptAt: null,
      periodsPaid: 3,
      cardEndedAt: card.tokenExpiryDateTime,
    });
    expect(triggers()).toEqual([
      "Merchant's billing job: renewal 2",
      "Merchant's billing job: renewal 3",
      "Merchant's billing job: renewal 4 (card ended)",
    ]);
    // A new card: renewal 4 is charged on it at once.
    const replacement = {
      ...card,
      tokenId: 'NEWCARD1',
      tokenExpiryDateTime: '2030-01-01T00:00:00Z',
    };
    store.dispatch(tokenSaved(replacement));
    await settled();
    expect(authorizeRecurringPayment).toHaveBeenCalledTimes(3);
    expect(store.getState().billing.subscription).toMatchObject({
      status: 'active',
      periodsPaid: 4,
    });
    expect(triggers().at(-1)).toBe("Merchant's billing job: renewal 4");
  });

  it('counts a request refused for a token that ended meanwhile as an ended card, not a refusal', async () => {
    let ended = () => undefined as unknown;
    const { store, moveTo } = setup(async () => {
      // The token ends while the call is under way (the clock passes 19 Feb 2027).
      ended();
      throw new ProviderCallError('Is not a token that exists', 'providerError', 400);
    });
    ended = () => moveTo('2027-02-20T09:00:00.000Z');
    moveTo('2026-12-27T09:01:00.000Z');
    await settled();
    expect(store.getState().billing.subscription).toMatchObject({
      status: 'cardEnded',
      failedAttempts: 0,
      periodsPaid: 1,
    });
  });
});
