// @vitest-environment node
// A subscription's half year on the demo clock against the real server and sandbox (issue 43):
// the plan's token is asked to last as long as its card, so six renewals in a row ("Next
// renewal", the merchant's billing job) are paid — past the provider's 90-day default, where the
// fourth used to be refused as "not a token that exists" — and each is captured (sent for
// settlement, then Settled on the clock, never Expired). "Back to now" then restarts the
// schedule at the real time: the next renewal is a month away, and is paid when reached.
import { scenarioCard } from '@sjd/sandbox/scenarios';
import { describe, expect, it } from 'vitest';
import type { AppStore, RootState } from '../../../app/store';
import { sampleEnvironmentConfig } from '../../../test/fixtures';
import {
  journeyStore,
  paymentSettled,
  providerStackPerFile,
  testBrowser,
  until,
} from '../../../test/provider-stack';
import { addMonths } from '@sjd/contracts';
import { cardPaymentSubmitted } from '../events';
import { clockLoadRequested, clockMoveRequested, type ClockMoveKind } from '../slices/clock-slice';

const stack = providerStackPerFile();
const settings = {
  integrationType: 'Modular',
  clientIntegrationType: 'Direct',
  allow3DS: false,
  theme: 'digital',
} as const;

const idle = (state: RootState) => state.clock.status === 'ready' && !state.billing.running;

/** One move of the clock, then the billing job's attempts it made due. */
async function move(store: AppStore, kind: ClockMoveKind, until_: (s: RootState) => boolean) {
  store.dispatch(clockMoveRequested({ kind }));
  await until(store, (state) => idle(state) && until_(state), 20_000);
  expect(store.getState().clock.refusal).toBeNull();
}

describe('a subscription on the demo clock', () => {
  it('renews six times in a row, each paid and captured; Back to now restarts the schedule', async () => {
    const { store } = await journeyStore(stack, { settings });
    store.dispatch(clockLoadRequested());
    await until(store, (state) => state.clock.status === 'ready');
    store.dispatch(
      cardPaymentSubmitted({
        card: {
          kind: 'plain',
          cardHolderName: 'Ada Lovelace',
          cardNumber: scenarioCard('frictionless'),
          expiryDate: { month: 5, year: 2035 },
          cvc: '555',
        },
        billingAddress: {
          address1: '1 Demo Street',
          city: 'London',
          postalCode: 'AAAA',
          countryCode: 'GB',
        },
        saveDetails: true,
        agreement: 'subscription',
        charge: { amount: 100, purpose: 'basket' },
        browser: testBrowser,
      }),
    );
    await until(store, paymentSettled);
    expect(store.getState().payment.paymentStatus).toBe('success');
    // The token lasts as long as its card (the end of May 2035), not the provider's 90 days.
    expect(store.getState().tokens.tokens[0]?.tokenExpiryDateTime).toMatch(/^2035-06-01T00:00/);
    expect(store.getState().billing.subscription).toMatchObject({ periodsPaid: 1 });

    for (let period = 2; period <= 7; period += 1) {
      await move(store, 'nextRenewal', (s) => s.billing.subscription?.periodsPaid === period);
    }
    // Settlement completes 15 minutes after it was sent: an hour on, the last one is settled too.
    await move(store, '1h', () => true);

    const state = store.getState();
    expect(state.billing.subscription).toMatchObject({
      periodsPaid: 7,
      status: 'active',
      failedAttempts: 0,
    });
    const renewals = state.orders.orders.filter((order) => order.purpose === 'renewal');
    expect(renewals).toHaveLength(6);
    const calls = stack.client.connect({
      environment: 'try',
      providerBaseUrl: sampleEnvironmentConfig.wpBaseUrl,
      record: () => undefined,
    });
    for (const renewal of renewals) {
      expect(renewal.outcome).toBe('Sent for Settlement');
      const events = await calls.cardPaymentEvents(renewal.statusHref ?? '');
      expect(events.lastEvent, renewal.transactionReference).toBe('Settled');
    }
    // Each renewal one entry of the trail, numbered once.
    const names = state.eventLog.triggers.map((t) => t.name);
    for (let period = 2; period <= 7; period += 1) {
      expect(names.filter((n) => n === `Merchant's billing job: renewal ${period}`)).toHaveLength(
        1,
      );
    }
    expect(names.some((n) => /retry/.test(n))).toBe(false);

    // Back to now: the paid periods stay paid, the next is due a month after the real time.
    await move(store, 'backToNow', () => true);
    const back = store.getState();
    expect(back.clock.offsetMs).toBe(0);
    const sub = back.billing.subscription;
    expect(sub).toMatchObject({ periodsPaid: 7, status: 'active' });
    const expected = addMonths(new Date(back.clock.now ?? ''), 1).getTime();
    expect(Math.abs(Date.parse(sub?.dueAt ?? '') - expected)).toBeLessThan(60_000);
    expect(back.eventLog.triggers.at(-1)?.events.map((e) => e.title)).toContain(
      "Merchant's billing job: schedule restarted",
    );
    // One "Next renewal" shows a renewal again.
    await move(store, 'nextRenewal', (s) => s.billing.subscription?.periodsPaid === 8);
    expect(store.getState().eventLog.triggers.at(-1)?.name).toBe(
      "Merchant's billing job: renewal 8",
    );
  }, 120_000);
});
