// The swarm's journeys (bench/swarm.ts): one per thing a shop does with the provider, each the
// calls the web app makes for it, in its order, as one visitor (lib/swarm-visitor.ts). Every
// state change the provider reports as an event is expected on the visitor's stream.
// - retail: a card payment with a 3DS challenge (Payments API; card fields' session, device
//   data collection, the challenge page and its passcode, completion);
// - gambling: a card saved (verified token) and paid with, then a payout to it;
// - digital: a subscription's first payment on a saved card, the demo clock moved to the
//   renewal, the merchant's renewal (a merchant-initiated payment), the clock back to now;
// - museart: the hosted payment page created, loaded and paid on;
// - the orders back office (every shop): a payment looked up, partly settled, partly refunded.
import { performance } from 'node:perf_hooks';
import { at, type SwarmVisitor } from './swarm-visitor';

const expiry = { month: 12, year: 2035 };
const challengeCard = '4000000000001091';
const frictionlessCard = '4444333322221111';
const holder = 'Swarm Shopper';
let counter = 0;
const reference = (prefix: string) =>
  `${prefix}-${process.pid.toString(36)}-${(counter += 1).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const value = (amount: number) => ({ currency: 'GBP', amount });

/** The `_actions` link named `name` of a Payments API answer. */
function action(body: unknown, name: string): string {
  return at(body, `_actions.${name}.href`);
}

function threeDs(visitor: SwarmVisitor) {
  return {
    type: 'integrated',
    mode: 'always',
    challenge: { returnUrl: visitor.config.challengeReturnUrl, windowSize: '390x400' },
    deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Smart Journey Demo swarm' },
  };
}

/** An authorized Payments API payment on a card session, without 3DS; its answer. */
async function payWithSession(visitor: SwarmVisitor, cardNumber: string): Promise<unknown> {
  const sessionHref = await visitor.timed('card session', () =>
    visitor.cardSession({ cardNumber, cardExpiryDate: expiry, cvc: '123' }),
  );
  const transactionReference = reference('ORDER');
  const paid = await visitor.timed('payment', () =>
    visitor.provider(
      'payments',
      {
        payload: {
          transactionReference,
          merchant: { entity: visitor.config.entity },
          instruction: {
            method: 'card',
            paymentInstrument: { type: 'checkout', sessionHref, cardHolderName: holder },
            narrative: { line1: 'Smart Journey Demo' },
            value: value(4200),
          },
        },
      },
      [201],
    ),
  );
  if (at(paid.body, 'outcome') !== 'authorized') throw new Error('The payment was not authorized');
  visitor.expectEvent(transactionReference, 'authorized', paid.answeredAt);
  return paid.body;
}

async function card3ds(visitor: SwarmVisitor): Promise<void> {
  const sessionHref = await visitor.timed('card session', () =>
    visitor.cardSession({ cardNumber: challengeCard, cardExpiryDate: expiry, cvc: '123' }),
  );
  const transactionReference = reference('RETAIL');
  const started = await visitor.timed('payment', () =>
    visitor.provider(
      'payments',
      {
        payload: {
          transactionReference,
          merchant: { entity: visitor.config.entity },
          instruction: {
            method: 'card',
            paymentInstrument: { type: 'checkout', sessionHref, cardHolderName: holder },
            narrative: { line1: 'Smart Journey Demo' },
            value: value(4200),
            threeDS: threeDs(visitor),
          },
        },
      },
      [201],
    ),
  );
  const ddc = await visitor.timed('3DS device data page', () =>
    visitor.postForm(at(started.body, 'deviceDataCollection.url'), {
      JWT: at(started.body, 'deviceDataCollection.jwt'),
      Bin: challengeCard.slice(0, 6),
    }),
  );
  const sessionId = /"sessionId":"([^"]+)"/.exec(ddc)?.[1];
  if (!sessionId) throw new Error('The device data page gave no session id');
  const challenged = await visitor.timed('supply 3DS device data', () =>
    visitor.provider(
      'payments',
      {
        method: 'POST',
        url: action(started.body, 'supply3dsDeviceData'),
        payload: { collectionReference: sessionId },
      },
      [201, 202],
    ),
  );
  const jwt = at(challenged.body, 'challenge.jwt');
  const challengeUrl = at(challenged.body, 'challenge.url');
  await visitor.timed('3DS challenge page', () =>
    visitor.postForm(challengeUrl, { JWT: jwt, MD: 'swarm' }),
  );
  await visitor.timed('3DS passcode', () =>
    visitor.postForm(`${challengeUrl}/answer`, {
      JWT: jwt,
      MD: 'swarm',
      action: 'submit',
      code: '1234',
    }),
  );
  const authorized = await visitor.timed('complete 3DS challenge', () =>
    visitor.provider(
      'payments',
      { method: 'POST', url: action(challenged.body, 'complete3dsChallenge') },
      [201, 202],
    ),
  );
  if (at(authorized.body, 'outcome') !== 'authorized') {
    throw new Error(`The 3DS payment ended ${at(authorized.body, 'outcome')}`);
  }
  visitor.expectEvent(transactionReference, 'authorized', authorized.answeredAt);
}

/** The visitor's card saved as a verified token (its own namespace); the token's href. */
async function saveCard(visitor: SwarmVisitor, namespace: string): Promise<string> {
  const sessionHref = await visitor.timed('card session', () =>
    visitor.cardSession({ cardNumber: frictionlessCard, cardExpiryDate: expiry, cvc: '123' }),
  );
  const saved = await visitor.timed('save card (verified token)', () =>
    visitor.provider(
      'wpservices',
      {
        method: 'POST',
        url: '/verifiedTokens/cardOnFile',
        payload: {
          description: 'Swarm card',
          paymentInstrument: { type: 'card/checkout', sessionHref, cardHolderName: holder },
          merchant: { entity: visitor.config.entity },
          verificationCurrency: 'GBP',
          namespace,
        },
      },
      [200, 201],
    ),
  );
  return at(saved.body, '_embedded.token.tokenPaymentInstrument.href');
}

async function savedCardAndPayout(visitor: SwarmVisitor): Promise<void> {
  const href = await saveCard(visitor, `SWARM_${visitor.index}`);
  const transactionReference = reference('GAMBLING');
  const paid = await visitor.timed('pay with saved card', () =>
    visitor.provider(
      'payments',
      {
        payload: {
          transactionReference,
          merchant: { entity: visitor.config.entity },
          instruction: {
            method: 'card',
            paymentInstrument: { type: 'token', href, cvc: '123' },
            narrative: { line1: 'Smart Journey Demo' },
            value: value(2500),
          },
        },
      },
      [201],
    ),
  );
  if (at(paid.body, 'outcome') !== 'authorized') throw new Error('The payment was not authorized');
  visitor.expectEvent(transactionReference, 'authorized', paid.answeredAt);
  const payoutReference = reference('PAYOUT');
  const payout = await visitor.timed('payout to saved card', () =>
    visitor.provider(
      'wpservices',
      {
        method: 'POST',
        url: '/payouts/fastAccess',
        payload: {
          transactionReference: payoutReference,
          merchant: { entity: visitor.config.entity },
          instruction: {
            narrative: { line1: 'Smart Journey Demo' },
            value: value(1000),
            payoutInstrument: { type: 'card/tokenized', href },
          },
        },
      },
      [201],
    ),
  );
  // The event is named after the outcome (the sandbox's webhooks/events.ts, payoutEvents).
  const outcome = at(payout.body, 'outcome');
  const eventType = { requestReceived: 'requested', inReview: 'pending' }[outcome] ?? outcome;
  visitor.expectEvent(payoutReference, eventType, payout.answeredAt);
}

async function subscriptionRenewal(visitor: SwarmVisitor): Promise<void> {
  const href = await saveCard(visitor, `SWARM_SUB_${visitor.index}`);
  const first = reference('SUBSCRIBE');
  const subscribed = await visitor.timed('first payment (customer-initiated)', () =>
    visitor.provider(
      'wpservices',
      {
        method: 'POST',
        url: '/cardPayments/customerInitiatedTransactions',
        payload: {
          transactionReference: first,
          merchant: { entity: visitor.config.entity },
          channel: 'ecom',
          instruction: {
            requestAutoSettlement: { enabled: false },
            narrative: { line1: 'Smart Journey Demo' },
            value: value(999),
            paymentInstrument: { type: 'card/token', href },
            customerAgreement: { type: 'cardOnFile', storedCardUsage: 'first' },
          },
        },
      },
      [201],
    ),
  );
  visitor.expectEvent(first, 'authorized', subscribed.answeredAt);
  const schemeReference = at(subscribed.body, 'scheme.reference');
  const clock = (await visitor.timed('read the demo clock', () => visitor.site('/api/clock'))) as {
    now: string;
  };
  const renewsAt = new Date(Date.parse(clock.now) + 30 * 24 * 3600_000).toISOString();
  await visitor.timed('clock to next renewal', () =>
    visitor.site('/api/clock', { method: 'POST', body: { advance: 'nextRenewal', renewsAt } }),
  );
  const renewal = reference('RENEWAL');
  const renewed = await visitor.timed('renewal (merchant-initiated)', () =>
    visitor.provider(
      'wpservices',
      {
        method: 'POST',
        url: '/cardPayments/merchantInitiatedTransactions',
        payload: {
          transactionReference: renewal,
          merchant: { entity: visitor.config.entity },
          instruction: {
            requestAutoSettlement: { enabled: false },
            narrative: { line1: 'Smart Journey Demo' },
            value: value(999),
            paymentInstrument: { type: 'card/token', href },
            customerAgreement: { type: 'subscription', schemeReference },
          },
        },
      },
      [201],
    ),
  );
  visitor.expectEvent(renewal, 'authorized', renewed.answeredAt);
  // Back to now before the events are awaited: the clock moves only with no call under way.
  await visitor.timed('clock back to now', () =>
    visitor.site('/api/clock', { method: 'POST', body: { backToNow: true } }),
  );
}

async function hostedPage(visitor: SwarmVisitor): Promise<void> {
  const transactionReference = reference('MUSEART');
  const created = await visitor.timed('create hosted page', () =>
    visitor.provider(
      'hpp',
      {
        payload: {
          transactionReference,
          merchant: { entity: visitor.config.entity },
          narrative: { line1: 'Smart Journey Demo' },
          value: value(1800),
        },
      },
      [200],
    ),
  );
  const url = at(created.body, 'url');
  await visitor.timed('load hosted page', () => visitor.getPage(url));
  let answeredAt = 0;
  const call = async (url: string, body: unknown) => {
    const answer = (await visitor.pageCall(url, body)) as Record<string, unknown>;
    answeredAt = performance.now();
    return answer;
  };
  let step = (await visitor.timed('pay on hosted page', () =>
    call(`${url}/payments`, {
      cardHolderName: holder,
      cardNumber: frictionlessCard,
      expiry: '12/35',
      cvc: '123',
    }),
  )) as Record<string, unknown>;
  for (let round = 0; round < 3 && step.step !== 'result'; round += 1) {
    const attempt = at(step, 'attempt');
    if (step.step === 'deviceData') {
      const ddc = await visitor.timed('hosted page: device data', () =>
        visitor.postForm(at(step, 'url'), { JWT: at(step, 'jwt'), Bin: '444433' }),
      );
      const sessionId = /"sessionId":"([^"]+)"/.exec(ddc)?.[1];
      step = (await visitor.timed('hosted page: after device data', () =>
        call(`${url}/payments/${attempt}/device-data`, sessionId ? { sessionId } : {}),
      )) as Record<string, unknown>;
    } else if (step.step === 'challenge') {
      const jwt = at(step, 'jwt');
      const challengeUrl = at(step, 'url');
      await visitor.timed('hosted page: challenge', async () => {
        await visitor.postForm(challengeUrl, { JWT: jwt, MD: 'swarm' });
        await visitor.postForm(`${challengeUrl}/answer`, {
          JWT: jwt,
          MD: 'swarm',
          action: 'submit',
          code: '1234',
        });
      });
      step = (await visitor.timed('hosted page: after challenge', () =>
        call(`${url}/payments/${attempt}/challenge`, {}),
      )) as Record<string, unknown>;
    } else {
      throw new Error(`The hosted page answered ${JSON.stringify(step).slice(0, 200)}`);
    }
  }
  if (step.step !== 'result' || step.status !== 'success') {
    throw new Error(`The hosted page ended ${JSON.stringify(step).slice(0, 200)}`);
  }
  visitor.expectEvent(transactionReference, 'authorized', answeredAt);
}

async function ordersBackOffice(visitor: SwarmVisitor): Promise<void> {
  const payment = await payWithSession(visitor, frictionlessCard);
  const transactionReference = at(payment, 'transactionReference');
  const status = await visitor.timed('orders: payment status', () =>
    visitor.provider('payments', { method: 'GET', url: at(payment, '_links.self.href') }, [200]),
  );
  await visitor.timed('orders: payment history', () =>
    visitor.provider(
      'wpservices',
      {
        method: 'GET',
        url: `/paymentQueries/payments?transactionReference=${encodeURIComponent(transactionReference)}`,
      },
      [200],
    ),
  );
  const settled = await visitor.timed('orders: partial settlement', () =>
    visitor.provider(
      'payments',
      {
        method: 'POST',
        url: action(status.body, 'partiallySettlePayment'),
        payload: { reference: 'ship-1', value: value(2000) },
      },
      [202],
    ),
  );
  visitor.expectEvent(transactionReference, 'sentForSettlement', settled.answeredAt);
  const refunded = await visitor.timed('orders: partial refund', () =>
    visitor.provider(
      'payments',
      {
        method: 'POST',
        url: action(settled.body, 'partiallyRefundPayment'),
        payload: { reference: 'return-1', value: value(500) },
      },
      [202],
    ),
  );
  visitor.expectEvent(transactionReference, 'sentForRefund', refunded.answeredAt);
}

/** The journeys, by name: each visitor runs them in turn, starting at its own. */
export const swarmJourneys: readonly [string, (visitor: SwarmVisitor) => Promise<void>][] = [
  ['retail card with 3DS', card3ds],
  ['gambling saved card and payout', savedCardAndPayout],
  ['digital subscription renewal', subscriptionRenewal],
  ['museart hosted page', hostedPage],
  ['orders back office', ordersBackOffice],
];

export const now = () => performance.now();
