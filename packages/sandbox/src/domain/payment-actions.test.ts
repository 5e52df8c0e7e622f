// The follow-up actions as the domain sees them: what each API offers after each last command
// (one table), the arithmetic and sequence guards, refusals in the provider's envelope, double
// submits, and every timestamp from the sandbox clock.
import { beforeEach, describe, expect, it } from 'vitest';
import { authorize, domainContext, startOfTest } from '../test/domain';
import type { ControllableClock, SandboxContext } from './context';
import { ProviderError } from './errors';
import {
  applyPaymentAction,
  offeredActions,
  type ActionRequest,
  type OfferTable,
} from './payment-actions';
import { ledgerOf } from './payment-history';
import type { PaymentAction, PaymentRecord } from './payments';

let ctx: SandboxContext;
let clock: ControllableClock;
beforeEach(() => {
  ({ ctx, clock } = domainContext());
});

const gbp = (amount: number) => ({ value: { currency: 'GBP', amount } });

async function act(
  payment: PaymentRecord,
  action: PaymentAction,
  request: ActionRequest = {},
  api: 'paymentsApi' | 'cardPayments' = 'cardPayments',
): Promise<PaymentRecord> {
  return (await applyPaymentAction(ctx, payment, api, action, request)).payment;
}

/** The provider error an action is refused with. */
async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof ProviderError) {
      return { status: error.status, errorName: error.errorName, ...error.details };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

const now = () => clock.now().getTime();

describe('offered actions, by last command (provider-lifecycle.md §1.2, §1.3)', () => {
  const afterSteps: Record<string, (p: PaymentRecord) => Promise<PaymentRecord>> = {
    authorized: async (p) => p,
    settle: async (p) => await act(p, 'settle'),
    partialSettle: async (p) => await act(p, 'partialSettle', { ...gbp(300), reference: 's1' }),
    refund: async (p) => await act(await act(p, 'settle'), 'refund'),
    partialRefund: async (p) =>
      await act(await act(p, 'settle'), 'partialRefund', { ...gbp(100), reference: 'r1' }),
    cancel: async (p) => await act(p, 'cancel'),
    partialCancel: async (p) => await act(p, 'partialCancel', { ...gbp(100), reference: 'c1' }),
    reverse: async (p) => await act(p, 'reverse'),
  };

  it.each<[string, OfferTable, PaymentAction[]]>([
    ['authorized', 'paymentsApi', ['cancel', 'settle', 'partialSettle', 'reverse']],
    [
      'authorized',
      'cardPaymentsAnswer',
      ['cancel', 'partialCancel', 'settle', 'partialSettle', 'reverse'],
    ],
    ['settle', 'paymentsApi', ['refund', 'partialRefund', 'reverse']],
    ['settle', 'cardPaymentsAnswer', ['refund', 'partialRefund', 'reverse']],
    [
      'partialSettle',
      'paymentsApi',
      ['refund', 'partialRefund', 'partialSettle', 'cancel', 'reverse'],
    ],
    [
      'partialSettle',
      'cardPayments',
      ['refund', 'partialRefund', 'partialSettle', 'cancel', 'reverse'],
    ],
    ['refund', 'paymentsApi', []],
    ['refund', 'cardPayments', []],
    ['partialRefund', 'paymentsApi', ['partialRefund']],
    ['partialRefund', 'cardPaymentsAnswer', []],
    ['partialRefund', 'cardPayments', ['partialRefund']],
    ['cancel', 'cardPayments', []],
    ['partialCancel', 'paymentsApi', ['cancel', 'settle', 'partialSettle']],
    ['partialCancel', 'cardPaymentsAnswer', ['partialCancel', 'partialSettle']],
    ['partialCancel', 'cardPayments', ['cancel', 'partialCancel', 'settle', 'partialSettle']],
    ['reverse', 'cardPayments', []],
  ])('after %s, %s offers %o', async (step, table, expected) => {
    const payment = await afterSteps[step]?.(await authorize(ctx));
    if (!payment) throw new Error(step);
    expect(offeredActions(payment, table, now())).toEqual(expected);
  });

  it('offers nothing on a refused payment, and a sale like a settlement', async () => {
    expect(
      offeredActions(await authorize(ctx, { cardHolderName: 'REFUSED' }), 'cardPayments', now()),
    ).toEqual([]);
    expect(
      offeredActions(await authorize(ctx, { autoSettle: true }), 'paymentsApi', now()),
    ).toEqual(['refund', 'partialRefund', 'reverse']);
  });

  it('drops what nothing is left for: a payment settled in parts to the full amount', async () => {
    let payment = await act(await authorize(ctx), 'partialSettle', {
      ...gbp(600),
      reference: 's1',
    });
    payment = await act(payment, 'partialSettle', { ...gbp(400), reference: 's2' });
    expect(offeredActions(payment, 'cardPayments', now())).toEqual([
      'refund',
      'partialRefund',
      'reverse',
    ]);
  });
});

describe('arithmetic guards', () => {
  it('keeps Σ partial settlements within the authorized amount less partial cancellations', async () => {
    let payment = await act(await authorize(ctx), 'partialCancel', {
      ...gbp(300),
      reference: 'c1',
    });
    payment = await act(payment, 'partialSettle', { ...gbp(600), reference: 's1' });
    expect(
      await refusal(
        async () => await act(payment, 'partialSettle', { ...gbp(101), reference: 's2' }),
      ),
    ).toEqual({
      status: 400,
      errorName: 'bodyDoesNotMatchSchema',
      validationErrors: [
        {
          errorName: 'fieldHasInvalidValue',
          jsonPath: '$.value.amount',
          message:
            'Must not be more than 100, the amount authorized and not yet settled or cancelled',
        },
      ],
    });
    payment = await act(payment, 'partialSettle', { ...gbp(100), reference: 's2' });
    expect(ledgerOf(payment, now())).toMatchObject({ open: 0, settled: 700, refundable: 700 });
    // Nothing left to settle: the link is gone, and following it is the provider's 404.
    expect(
      await refusal(
        async () => await act(payment, 'partialSettle', { ...gbp(1), reference: 's3' }),
      ),
    ).toMatchObject({
      status: 404,
      errorName: 'endpointNotFound',
    });
  });

  it('keeps Σ refunds within what was settled', async () => {
    let payment = await act(await authorize(ctx), 'partialSettle', {
      ...gbp(500),
      reference: 's1',
    });
    payment = await act(payment, 'partialRefund', { ...gbp(200), reference: 'r1' });
    expect(
      await refusal(
        async () => await act(payment, 'partialRefund', { ...gbp(301), reference: 'r2' }),
      ),
    ).toMatchObject({
      status: 400,
      validationErrors: [
        {
          jsonPath: '$.value.amount',
          message: expect.stringMatching(/^Must not be more than 300, the amount settled/),
        },
      ],
    });
    payment = await act(payment, 'partialRefund', { ...gbp(300), reference: 'r2' });
    expect(offeredActions(payment, 'cardPayments', now())).toEqual([]);
  });

  it("refuses another currency than the authorization's, with every problem of the body at once", async () => {
    const payment = await authorize(ctx);
    expect(
      await refusal(
        async () =>
          await act(payment, 'partialSettle', {
            value: { currency: 'EUR', amount: 5000 },
            reference: 's',
          }),
      ),
    ).toMatchObject({
      status: 400,
      validationErrors: [
        { jsonPath: '$.value.currency', message: "Must be the payment's currency, GBP" },
        { jsonPath: '$.value.amount' },
      ],
    });
  });

  it('numbers partial settlements: number ≤ total, one total per payment, each number once', async () => {
    const payment = await act(await authorize(ctx), 'partialSettle', {
      ...gbp(100),
      reference: 's1',
      sequence: { number: 1, total: 3 },
    });
    const settle = async (sequence: { number: number; total: number }) =>
      await refusal(
        async () => await act(payment, 'partialSettle', { ...gbp(100), reference: 's', sequence }),
      );
    expect(await settle({ number: 4, total: 4 })).toMatchObject({
      validationErrors: [
        {
          jsonPath: '$.sequence.total',
          message: 'Must be 3, the total of the earlier partial settlements',
        },
      ],
    });
    expect(await settle({ number: 4, total: 3 })).toMatchObject({
      validationErrors: [
        { jsonPath: '$.sequence.number', message: 'Must not be more than sequence.total' },
      ],
    });
    // The same partial settlement sent twice: its number was used.
    expect(await settle({ number: 1, total: 3 })).toMatchObject({
      status: 400,
      validationErrors: [
        {
          jsonPath: '$.sequence.number',
          message: 'Was already used by an earlier partial settlement',
        },
      ],
    });
    expect(ledgerOf(payment, now()).settled).toBe(100);
  });
});

describe('state guards and double submits', () => {
  it.each<[string, (p: PaymentRecord) => Promise<PaymentRecord>, PaymentAction]>([
    ['a refund before any settlement', async (p) => p, 'refund'],
    ['a partial refund before any settlement', async (p) => p, 'partialRefund'],
    ['a cancellation after a full settlement', async (p) => await act(p, 'settle'), 'cancel'],
    [
      'a partial cancellation after a partial settlement',
      async (p) => await act(p, 'partialSettle', { ...gbp(1), reference: 's' }),
      'partialCancel',
    ],
    ['a second settlement', async (p) => await act(p, 'settle'), 'settle'],
    ['a second cancellation', async (p) => await act(p, 'cancel'), 'cancel'],
    ['a second reversal', async (p) => await act(p, 'reverse'), 'reverse'],
    [
      'a reversal after a refund',
      async (p) =>
        await act(await act(p, 'settle'), 'partialRefund', { ...gbp(1), reference: 'r' }),
      'reverse',
    ],
  ])('refuses %s with the provider 404, recording nothing', async (_case, before, action) => {
    const payment = await before(await authorize(ctx));
    const request = action.startsWith('partial') ? { ...gbp(1), reference: 'x' } : {};
    expect(await refusal(async () => await act(payment, action, request))).toMatchObject({
      status: 404,
      errorName: 'endpointNotFound',
    });
    expect((await ctx.tables.payments.get(payment.id))?.history).toEqual(payment.history);
  });

  it('settles and refunds once when the same link is followed twice', async () => {
    const settled = await act(await authorize(ctx), 'settle');
    await expect(act(settled, 'settle')).rejects.toThrow(ProviderError);
    const refunded = await act(settled, 'refund');
    await expect(act(refunded, 'refund')).rejects.toThrow(
      /A refund is not available: the payment is sent for refund/,
    );
    expect(refunded.history.map((c) => c.kind)).toEqual(['authorization', 'settlement', 'refund']);
    expect(ledgerOf(refunded, now())).toMatchObject({
      settled: 1000,
      refunded: 1000,
      refundable: 0,
    });
  });

  it('refuses a payment that is not authorized, and an action the Payments API does not have', async () => {
    const refused = await authorize(ctx, { cardHolderName: 'REFUSED' });
    expect(await refusal(async () => await act(refused, 'cancel'))).toMatchObject({ status: 404 });
    expect(
      await refusal(
        async () =>
          await act(
            await authorize(ctx),
            'partialCancel',
            { ...gbp(1), reference: 'c' },
            'paymentsApi',
          ),
      ),
    ).toMatchObject({
      status: 404,
    });
  });

  it('stamps every command with the sandbox clock', async () => {
    let payment = await authorize(ctx);
    clock.fix(new Date(startOfTest + 60_000));
    payment = await act(payment, 'partialSettle', { ...gbp(100), reference: 's' });
    clock.fix(new Date(startOfTest + 120_000));
    payment = await act(payment, 'partialRefund', { ...gbp(50), reference: 'r' });
    expect(payment.history.map((c) => c.at)).toEqual([
      startOfTest,
      startOfTest + 60_000,
      startOfTest + 120_000,
    ]);
  });
});
