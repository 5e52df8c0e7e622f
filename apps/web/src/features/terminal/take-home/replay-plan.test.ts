// The replay plan of a trail: where each value of each request comes from when it runs again,
// the shopper's browser steps put where they happened, and what cannot run as recorded said.
import { describe, expect, it } from 'vitest';
import { scenarioCard } from '@sjd/sandbox/scenarios';
import type { ApiEvent, Trigger } from '../../event-log';
import { threeDsTrail } from '../code/trail-fixture';
import { planForCall } from './call-plan';
import { replayPlan } from './replay-plan';

const context = { checkoutId: 'sjd-checkout-id' };
const trigger = (name: string, ...events: ApiEvent[]): Trigger => ({ id: 1, name, events });
const call = (title: string, url: string, body?: ApiEvent['body']): ApiEvent => ({
  title,
  type: 'request',
  api: '3DS',
  method: 'POST',
  url,
  ...(body !== undefined ? { body } : {}),
});
const answer = (request: ApiEvent, body: ApiEvent['body']): ApiEvent => ({
  ...request,
  type: 'response',
  status: 200,
  body,
});

describe('replay plan', () => {
  it('a recorded 3DS payment: fresh reference, the card put back, links followed, the browser steps in place', () => {
    const plan = replayPlan(threeDsTrail, context);
    expect(plan.steps.map((step) => step.kind)).toEqual([
      'request',
      'deviceData',
      'request',
      'challenge',
      'request',
      'note',
    ]);
    expect(plan.fresh).toEqual([{ key: 'transactionReference', prefix: 'SJD-' }]);
    const [payment, deviceData, supply, challenge, complete] = plan.steps;
    expect(payment).toMatchObject({
      kind: 'request',
      body: {
        instruction: { paymentInstrument: { cardNumber: scenarioCard('challenge'), cvc: '555' } },
      },
      replacements: [{ path: ['transactionReference'], source: { kind: 'fresh', fresh: 0 } }],
      problems: [],
    });
    expect(deviceData).toMatchObject({ from: { step: 0, path: ['deviceDataCollection'] } });
    expect(supply).toMatchObject({
      url: [
        { source: { kind: 'answer', step: 0, path: ['_actions', 'supply3dsDeviceData', 'href'] } },
      ],
      replacements: [
        { path: ['collectionReference'], source: { kind: 'answer', step: 1, path: ['SessionId'] } },
      ],
      needs: expect.arrayContaining([0, 1]),
    });
    expect(challenge).toMatchObject({ action: 'submit', from: { step: 2, path: ['challenge'] } });
    expect(complete).toMatchObject({
      url: [
        { source: { kind: 'answer', step: 2, path: ['_actions', 'complete3dsChallenge', 'href'] } },
      ],
      needs: expect.arrayContaining([3, 2]),
    });
  });

  it('an id with no digit is still read from its answer; a plain word is sent as recorded', () => {
    const init = call(
      'Authenticate',
      'http://localhost:3001/verifications/customers/3ds/authentication',
    );
    const verify = call(
      'Verify',
      'http://localhost:3001/verifications/customers/3ds/verification',
      {
        challenge: { reference: 'K-fg-BSwLvKsMJoiu_oQ', preference: 'challengeMandated' },
      },
    );
    const plan = replayPlan(
      [
        trigger(
          'Pay',
          init,
          answer(init, {
            challenge: { reference: 'K-fg-BSwLvKsMJoiu_oQ' },
            preference: 'challengeMandated',
          }),
          verify,
        ),
      ],
      context,
    );
    expect(plan.steps[1]).toMatchObject({
      replacements: [
        {
          path: ['challenge', 'reference'],
          source: { kind: 'answer', step: 0, path: ['challenge', 'reference'] },
        },
      ],
    });
  });

  it('says what cannot run as recorded: a card no test card fits, a link from outside the trail', () => {
    const plan = replayPlan(
      [
        trigger(
          'Pay',
          call('Card payment', 'http://localhost:3001/cardPayments/customerInitiatedTransactions', {
            paymentInstrument: { cardNumber: '411111******1111' },
          }),
          call(
            'Settle',
            'http://localhost:3001/payments/settlements/full/X5bbrNaHlJMvk5DfS3DiNW3I3GaF0lzJ',
          ),
        ),
      ],
      context,
    );
    expect(plan.steps[0]?.problems).toEqual([
      expect.stringMatching(
        /^The card number at paymentInstrument\.cardNumber is masked \(411111\*{6}1111\)/,
      ),
    ]);
    expect(plan.steps[1]?.problems).toEqual([
      expect.stringMatching(
        /^Its URL is a link an earlier answer gave, and that answer is not in this trail/,
      ),
    ]);
  });

  it('a simulated exchange stays a comment: it was never sent', () => {
    const wallet = {
      ...call('Apple Pay payment', 'http://localhost:3001/apmPayments'),
      simulated: true,
    };
    const plan = replayPlan([trigger('Apple Pay', wallet)], context);
    expect(plan.steps).toEqual([
      expect.objectContaining({
        kind: 'note',
        text: expect.stringMatching(
          /simulated by the demo .* never sent, so it is not written as code/,
        ),
      }),
    ]);
  });

  it('the hosted page: the card for the recorded result, or why none', () => {
    const page = {
      ...call('Create payment page', 'http://localhost:3001/payment_pages'),
      api: 'Hosted Payment Pages',
    };
    const url = 'http://localhost:3001/app/hpp/integration/transaction/abc';
    const setup: ApiEvent = {
      title: 'WPCL.Library setup',
      type: 'request',
      api: 'HPP SDK',
      plainText: 'Loaded',
      body: { url },
    };
    const result = (status: string): ApiEvent => ({
      title: 'Result',
      type: 'response',
      api: 'HPP SDK',
      plainText: status,
      body: { order: { status } },
    });
    const planOf = (status: string) =>
      replayPlan([trigger('Pay', page, answer(page, { url }), setup, result(status))], context);
    expect(planOf('failure').steps.at(-1)).toMatchObject({
      kind: 'hostedPage',
      from: { step: 0, path: ['url'] },
      shopper: { kind: 'pay', card: { cardHolderName: 'REFUSED' } },
    });
    expect(planOf('session_expired').steps.at(-1)?.problems).toEqual([
      expect.stringMatching(/no test card gives the page's result 'session_expired'/),
    ]);
  });

  it("one call's plan: the call and what it needs, renumbered", () => {
    const plan = planForCall(replayPlan(threeDsTrail, context), 3);
    expect(plan?.steps.map((step) => step.kind)).toEqual([
      'request',
      'deviceData',
      'request',
      'challenge',
      'request',
    ]);
    expect(planForCall(replayPlan(threeDsTrail, context), 1)?.steps).toHaveLength(1);
    expect(planForCall(replayPlan(threeDsTrail, context), 99)).toBeNull();
  });
});
