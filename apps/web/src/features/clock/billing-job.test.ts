// The merchant's billing job (issue 31) on a real store: a renewal the clock reached is charged
// (a merchant-initiated payment with the card's scheme reference, under the billing job's
// trigger, placed as an order); a refusal, or a request the provider refuses outright, starts the
// dunning; a renewal not yet due is not charged.
import type { CardPaymentResponse, MerchantInitiatedTransaction } from '@sjd/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ProviderCallError } from '../../lib/provider-types';
import { sampleEnvironmentConfig, sampleToken } from '../../test/fixtures';
import { fakeProviderClient, storeWithLog } from '../../test/store';
import { initialEnvironmentState } from '../environment/environment-slice';
import { initialTokensState } from '../journeys/slices/tokens-slice';
import { initialBillingState, subscriptionStarted } from './billing-slice';
import { clockMoved, initialClockState } from './clock-slice';

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
      tokens: { ...initialTokensState, tokens: [card] },
      billing: initialBillingState,
      clock: initialClockState,
    },
    client,
  );
  store.dispatch(
    subscriptionStarted({ shop: 'digital', at: startedAt, amount: 100, currency: 'GBP' }),
  );
  const moveTo = (now: string) =>
    store.dispatch(
      clockMoved({ state: { now, offsetMs: Date.parse(now) - Date.now() }, kind: '1M' }),
    );
  return { store, authorizeRecurringPayment, moveTo };
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
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("the merchant's billing job", () => {
  it('charges a renewal the clock reached, with the scheme reference, and places the order', async () => {
    const { store, authorizeRecurringPayment, moveTo } = setup(async () => response('authorized'));
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
    expect(state.billing.subscription).toMatchObject({
      periodsPaid: 2,
      dueAt: '2027-01-27T09:00:00.000Z',
    });
    expect(state.eventLog.triggers.map((t) => t.name)).toEqual([
      "Merchant's billing job: renewal 2",
    ]);
    expect(state.orders.orders[0]).toMatchObject({
      transactionReference: 'SJD-renewal-1',
      purpose: 'renewal',
      outcome: 'authorized',
      placedAt: expect.stringMatching(/^2026-12-27T09:0/),
    });
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
    const { store, moveTo } = setup(() => (answers[call++] ?? refusal)());
    moveTo('2026-12-27T09:01:00.000Z');
    await settled();
    expect(store.getState().billing.subscription).toMatchObject({
      failedAttempts: 1,
      nextAttemptAt: '2026-12-28T09:00:00.000Z',
    });
    moveTo('2026-12-28T09:01:00.000Z');
    await settled();
    expect(store.getState().billing.subscription).toMatchObject({
      failedAttempts: 2,
      nextAttemptAt: '2026-12-30T09:00:00.000Z',
      status: 'active',
    });
    expect(store.getState().eventLog.triggers.map((t) => t.name)).toEqual([
      "Merchant's billing job: renewal 2",
      "Merchant's billing job: retry 1 of renewal 2",
    ]);
  });
});
