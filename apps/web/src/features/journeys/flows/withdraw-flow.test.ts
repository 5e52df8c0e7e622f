// @vitest-environment node
// withdraw against the real server and sandbox (spec §4 "Payout and withdrawal", §7 "Fast access
// payout"): one payout per outcome of the sandbox's table, each routed to its family; the balance
// falls unless the payout is refused or ends in error; an error envelope (422), an amount the
// flow refuses and a card that is gone fail it with no balance change.
import { describe, expect, it } from 'vitest';
import { providerResultSchema } from '@sjd/contracts';
import { addCard } from '../../../test/card-helpers';
import {
  journeyStore,
  recordedRequest,
  providerStackPerFile,
  trail,
  until,
} from '../../../test/provider-stack';
import { initialSessionState } from '../slices/session-slice';
import { payoutOutcomeAcknowledged, withdrawRequested } from '../events';
import { selectPayoutDestination, type PayoutFamily } from '../payout-outcome';
import { genericTestCards } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

const startingBalance = 50_000;

/** A store with £500.00 and one card added through the add-card flow (3DS off, for speed). */
async function storeWithCard(holder = 'Ada Lovelace') {
  const { store } = await journeyStore(stack, {
    items: 0,
    settings: { theme: 'gambling', clientIntegrationType: 'Direct', allow3DS: false },
    preloaded: { session: { ...initialSessionState(), accountBalance: startingBalance } },
  });
  expect(await addCard(store, genericTestCards.visa, holder)).toBe('success');
  const tokenId = store.getState().tokens.tokens[0]?.tokenId ?? '';
  return { store, tokenId };
}

async function runWithdrawal(amount: number, holder?: string) {
  const { store, tokenId } = await storeWithCard(holder);
  store.dispatch(withdrawRequested({ tokenId, amount }));
  await until(store, (s) => s.payout.payoutStatus !== 'withdrawing');
  return store;
}

const withdrawTrail = (...steps: string[]) => ['Withdraw', '  → Fast access payout', ...steps];

describe('withdraw', () => {
  it.each<[string, number, string, PayoutFamily, string]>([
    ['approved', 1000, 'approved', 'fast', '  · Payout approved'],
    ['requested', 330, 'requested', 'slow', '  · Payout requested'],
    ['pending', 340, 'pending', 'slow', '  · Payout pending'],
    ['disbursed', 350, 'disbursed', 'slow', '  · Payout disbursed'],
    ['requestReceived', 360, 'requestReceived', 'slow', '  · Payout requestReceived'],
    ['inReview', 370, 'inReview', 'slow', '  · Payout inReview'],
  ])('%s (%i): the balance falls by the amount', async (_name, amount, outcome, family, note) => {
    const store = await runWithdrawal(amount);
    const state = store.getState();
    expect(state.payout).toMatchObject({
      payoutStatus: 'complete',
      response: { outcome },
      amount,
      currency: 'GBP',
      error: null,
    });
    expect(selectPayoutDestination(state)).toBe(family);
    expect(state.session.accountBalance).toBe(startingBalance - amount);
    expect(trail(state).slice(-4)).toEqual(withdrawTrail('  ← Fast access payout 201', note));
    expect(recordedRequest(state, 'Fast access payout')).toMatchObject({
      merchant: { entity: expect.any(String) },
      instruction: {
        narrative: { line1: 'Smart Journey Demo' },
        value: { currency: 'GBP', amount },
        payoutInstrument: {
          type: 'card/tokenized',
          href: state.tokens.tokens[0]?.tokenPaymentInstrument.href,
        },
      },
    });
    // The result screen acknowledges it: ready for the next withdrawal.
    store.dispatch(payoutOutcomeAcknowledged());
    expect(store.getState().payout.payoutStatus).toBe('Not initiated');
  });

  it.each<[string, number, PayoutFamily, string]>([
    ['refused', 310, 'refused', '  · Payment refused'],
    ['error', 320, 'error', '  · Payment failed'],
  ])(
    '%s (%i): complete, routed to its family, balance unchanged',
    async (_n, amount, family, note) => {
      const store = await runWithdrawal(amount);
      const state = store.getState();
      expect(state.payout.payoutStatus).toBe('complete');
      expect(selectPayoutDestination(state)).toBe(family);
      expect(state.session.accountBalance).toBe(startingBalance);
      expect(trail(state).slice(-4)).toEqual(withdrawTrail('  ← Fast access payout 201', note));
    },
  );

  it('a request the sandbox refuses with an error envelope (422) fails: error, balance unchanged', async () => {
    const store = await runWithdrawal(380);
    const state = store.getState();
    expect(state.payout).toMatchObject({
      payoutStatus: 'failed',
      response: null,
      error:
        'fieldHasInvalidValue: Your merchant boarding process has not enabled payouts for this merchant entity. Please contact support, or use a valid entity.',
    });
    expect(selectPayoutDestination(state)).toBe('error');
    expect(state.session.accountBalance).toBe(startingBalance);
    expect(trail(state).slice(-4)).toEqual(
      withdrawTrail('  ← Fast access payout 422', '  · Payment failed'),
    );
  });

  it.each([
    ['more than the balance', startingBalance + 1, 'more than the account balance'],
    ['negative', -500, 'not valid'],
    ['fractional', 12.345, 'not valid'],
    ['over 10000', 1_000_001, 'over the limit'],
    ['zero', 0, 'not valid'],
  ])('a tampered amount (%s) is refused before any call', async (_name, amount, why) => {
    const { store, tokenId } = await storeWithCard();
    const before = trail(store.getState()).length;
    store.dispatch(withdrawRequested({ tokenId, amount }));
    await until(store, (s) => s.payout.payoutStatus !== 'withdrawing');
    const state = store.getState();
    expect(state.payout.payoutStatus).toBe('failed');
    expect(state.payout.error).toContain(why);
    expect(state.payout.error).toContain('nothing was withdrawn');
    expect(state.session.accountBalance).toBe(startingBalance);
    expect(trail(state).slice(before)).toEqual(['Withdraw', '  · Payment failed']);
  });

  it('a card that is no longer saved is refused before any call', async () => {
    const { store } = await storeWithCard();
    store.dispatch(withdrawRequested({ tokenId: 'GONE', amount: 1000 }));
    await until(store, (s) => s.payout.payoutStatus !== 'withdrawing');
    expect(store.getState().payout).toMatchObject({ payoutStatus: 'failed' });
    expect(store.getState().session.accountBalance).toBe(startingBalance);
  });

  it('a second Withdraw while one runs starts nothing', async () => {
    const { store, tokenId } = await storeWithCard();
    store.dispatch(withdrawRequested({ tokenId, amount: 1000 }));
    store.dispatch(withdrawRequested({ tokenId, amount: 1000 }));
    await until(store, (s) => s.payout.payoutStatus !== 'withdrawing');
    const state = store.getState();
    expect(state.eventLog.triggers.filter((t) => t.name === 'Withdraw')).toHaveLength(1);
    expect(state.session.accountBalance).toBe(startingBalance - 1000);
  });
});

describe('the proxy and the sandbox on a tampered payout amount', () => {
  it.each([-500, 0, 12.5, 1e12])('%s: a 4xx error envelope, no payout', async (amount) => {
    const { store, tokenId } = await storeWithCard();
    const token = store.getState().tokens.tokens.find((t) => t.tokenId === tokenId);
    const config = store.getState().environment.config;
    const response = await fetch(`${stack.appUrl}/api/wpservices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'POST',
        url: '/payouts/fastAccess',
        payload: {
          transactionReference: `SJD-tampered-${String(amount).replace(/\W/g, '')}`,
          merchant: { entity: config?.entity },
          instruction: {
            narrative: { line1: 'Smart Journey Demo' },
            value: { currency: 'GBP', amount },
            payoutInstrument: { type: 'card/tokenized', href: token?.tokenPaymentInstrument.href },
          },
        },
      }),
    });
    expect(response.status).toBe(200);
    const result = providerResultSchema.parse(await response.json());
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      errorName: 'bodyDoesNotMatchSchema',
      validationErrors: [{ jsonPath: '$.instruction.value.amount' }],
    });
  });
});
