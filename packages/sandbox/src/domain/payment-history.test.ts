// What happens when time passes, read from the sandbox clock: settlements settle, refunds are
// refunded, the magic references' failures arrive, a reversal is a cancellation within 15
// minutes of the authorization and a refund after — all derived from the stored history.
import { beforeEach, describe, expect, it } from 'vitest';
import { advance, authorize, domainContext, startOfTest } from '../test/domain';
import type { ControllableClock, SandboxContext } from './context';
import { applyPaymentAction, offeredActions, type ActionRequest } from './payment-actions';
import {
  lastEventOf,
  ledgerOf,
  outcomeDelayMs,
  outcomesDueBy,
  reversalCancelWindowMs,
} from './payment-history';
import type { PaymentAction, PaymentRecord } from './payments';
import { followUpReferences } from './scenarios';

let ctx: SandboxContext;
let clock: ControllableClock;
beforeEach(() => {
  ({ ctx, clock } = domainContext());
});

const now = () => clock.now().getTime();
const act = async (payment: PaymentRecord, action: PaymentAction, request: ActionRequest = {}) =>
  (await applyPaymentAction(ctx, payment, 'cardPayments', action, request)).payment;
const gbp = (amount: number, reference: string) => ({
  value: { currency: 'GBP', amount },
  reference,
});

describe('when time passes', () => {
  it('settles a settlement and refunds a refund 15 minutes after each was sent', async () => {
    const settled = await act(await authorize(ctx), 'settle');
    expect(lastEventOf(settled, now())).toBe('Sent for Settlement');
    advance(clock, 14);
    expect(outcomesDueBy(settled, now())).toEqual([]);
    advance(clock, 1);
    expect(lastEventOf(settled, now())).toBe('Settled');
    const refunded = await act(settled, 'partialRefund', gbp(400, 'r1'));
    expect(lastEventOf(refunded, now())).toBe('Sent for Refund');
    advance(clock, 15);
    expect(lastEventOf(refunded, now())).toBe('Refunded');
    expect(outcomesDueBy(refunded, now()).map((o) => [o.kind, o.at - startOfTest])).toEqual([
      ['settled', outcomeDelayMs],
      ['refunded', 2 * outcomeDelayMs],
    ]);
  });

  it('settles a sale (automatic settlement) like a settlement', async () => {
    const sale = await authorize(ctx, { autoSettle: true });
    expect(lastEventOf(sale, now())).toBe('Sent for Settlement');
    advance(clock, 15);
    expect(lastEventOf(sale, now())).toBe('Settled');
  });

  it('stores nothing: the same record reads differently at another time', async () => {
    const settled = await act(await authorize(ctx), 'settle');
    advance(clock, 60);
    const stored = await ctx.tables.payments.get(settled.id);
    expect(stored).toEqual(settled);
    expect(stored && lastEventOf(stored, startOfTest)).toBe('Sent for Settlement');
    expect(stored && lastEventOf(stored, now())).toBe('Settled');
  });
});

describe(`the magic references (simulator-only)`, () => {
  it(`${followUpReferences.settlementFailed}: Sent for Settlement, then Settlement failed, never refundable`, async () => {
    const payment = await act(
      await authorize(ctx),
      'partialSettle',
      gbp(1000, followUpReferences.settlementFailed),
    );
    expect(lastEventOf(payment, now())).toBe('Sent for Settlement');
    expect(ledgerOf(payment, now())).toMatchObject({ open: 0, settled: 0, refundable: 0 });
    expect(offeredActions(payment, 'cardPayments', now())).toEqual([]);
    advance(clock, 15);
    expect(lastEventOf(payment, now())).toBe('Settlement failed');
    expect(outcomesDueBy(payment, now()).map((o) => o.kind)).toEqual(['settlementFailed']);
  });

  it('a full settlement with the reference fails too (Card Payments takes a reference on it)', async () => {
    const payment = await act(await authorize(ctx), 'settle', {
      reference: followUpReferences.settlementFailed,
    });
    advance(clock, 15);
    expect(lastEventOf(payment, now())).toBe('Settlement failed');
  });

  it.each([
    [followUpReferences.refundFailed, { code: '5', description: 'REFUSED' }],
    [`${followUpReferences.refundFailed}-57`, { code: '57', description: 'ILLEGAL TRANSACTION' }],
    [`${followUpReferences.refundFailed}-99`, { code: '99', description: 'REFUSED' }],
  ])(
    '%s: Sent for Refund, then Refund failed with %o, and refundable again',
    async (reference, refusal) => {
      const settled = await act(await authorize(ctx), 'settle');
      const payment = await act(settled, 'partialRefund', gbp(1000, reference));
      expect(ledgerOf(payment, now()).refundable).toBe(0);
      advance(clock, 15);
      expect(lastEventOf(payment, now())).toBe('Refund failed');
      expect(outcomesDueBy(payment, now()).at(-1)).toMatchObject({ kind: 'refundFailed', refusal });
      // "The funds were returned to your account": they can be refunded again.
      expect(ledgerOf(payment, now()).refundable).toBe(1000);
      expect(offeredActions(payment, 'cardPayments', now())).toEqual(['partialRefund']);
    },
  );

  it('other references change nothing', async () => {
    const payment = await act(await authorize(ctx), 'partialSettle', gbp(10, 'settlement-failed'));
    advance(clock, 15);
    expect(lastEventOf(payment, now())).toBe('Settled');
  });
});

describe('the reversal rule (v7 /payments/sales/reversals)', () => {
  it('is a cancellation within 15 minutes of the authorization, voiding the settlement', async () => {
    const sale = await authorize(ctx, { autoSettle: true });
    clock.fix(new Date(startOfTest + reversalCancelWindowMs));
    const reversed = await act(sale, 'reverse');
    expect(reversed.history.at(-1)).toMatchObject({
      kind: 'reversal',
      amount: 1000,
      processedAs: 'cancellation',
    });
    expect(lastEventOf(reversed, now())).toBe('Sent for Cancellation');
    advance(clock, 60);
    expect(outcomesDueBy(reversed, now()).map((o) => o.kind)).toEqual(['cancelled']);
    expect(ledgerOf(reversed, now())).toMatchObject({
      settled: 0,
      open: 0,
      refundable: 0,
      closed: true,
    });
  });

  it('is a refund after 15 minutes, refunded 15 minutes later', async () => {
    const sale = await authorize(ctx, { autoSettle: true });
    clock.fix(new Date(startOfTest + reversalCancelWindowMs + 1));
    const reversed = await act(sale, 'reverse');
    expect(reversed.history.at(-1)).toMatchObject({ processedAs: 'refund' });
    expect(lastEventOf(reversed, now())).toBe('Sent for Refund');
    advance(clock, 15);
    expect(lastEventOf(reversed, now())).toBe('Refunded');
  });

  it('cancels an authorization with nothing settled, however late [INF]', async () => {
    const payment = await authorize(ctx);
    advance(clock, 60 * 24);
    expect((await act(payment, 'reverse')).history.at(-1)).toMatchObject({
      processedAs: 'cancellation',
    });
  });
});

describe('lastEvent without follow-up actions', () => {
  it.each([
    ['AUTHORISED', 'Authorized'],
    ['REFUSED', 'Refused'],
    ['ERROR', 'Error'],
  ])('%s → %s', async (cardHolderName, expected) => {
    expect(lastEventOf(await authorize(ctx, { cardHolderName }), now())).toBe(expected);
  });
});
