// @vitest-environment node
// A local method's journey in the terminal's take-home views (issue 45): recorded for real
// (iDEAL, approved on the provider's page, back through the site's return page), then turned
// into the replay plan behind Copy as curl, the Code view and 'Download as script', a HAR file,
// a share link opened again, and the sequence diagram.
import { describe, expect, it } from 'vitest';
import { openShareLink, shareLink } from '../../terminal/share/share-link';
import { trailHar } from '../../terminal/har/har-export';
import { sequenceOf } from '../../terminal/diagram/sequence';
import { replayPlan } from '../../terminal/take-home/replay-plan';
import { selectDemoSettings } from '../../site-config/site-config-slice';
import { journeyStore, providerStackPerFile, until } from '../../../test/provider-stack';
import { localPaymentStarted } from '../events';
import { apmReturned } from '../slices/apm-slice';

const stack = providerStackPerFile();

async function idealJourney() {
  const { store } = await journeyStore(stack, { items: 1, settings: { currency: 'EUR' } });
  store.dispatch(
    localPaymentStarted({
      method: 'ideal',
      country: 'NL',
      email: 'shopper@example.com',
      siteOrigin: 'http://localhost:3000',
      charge: { amount: 100, purpose: 'basket' },
    }),
  );
  await until(store, (s) => s.apm.step.name === 'atProvider');
  const step = store.getState().apm.step;
  if (step.name !== 'atProvider' || !step.redirectUrl) throw new Error('No provider page');
  await fetch(step.redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({ action: 'approve', bank: 'ING' }),
  });
  store.dispatch(apmReturned({ kind: 'success', ref: step.transactionReference, error: null }));
  await until(store, (s) => s.payment.paymentStatus === 'success');
  return store;
}

describe('a local method in the take-home views', () => {
  it('the replay plan, HAR, share link and diagram carry its calls, the query read from the answer', async () => {
    const store = await idealJourney();
    const { triggers } = store.getState().eventLog;

    const plan = replayPlan(triggers, { checkoutId: 'sjd-checkout-id' });
    const requests = plan.steps.flatMap((step) => (step.kind === 'request' ? [step] : []));
    expect(requests.map((step) => [step.method, step.title])).toEqual([
      ['POST', 'Local payment method payment'],
      ['GET', 'Local payment method status'],
    ]);
    const [create, query] = requests;
    expect(create?.recordedUrl).toMatch(/\/apmPayments$/);
    expect(create?.headers).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'WP-Api-Version' })]),
    );
    expect(create?.replacements).toContainEqual(
      expect.objectContaining({ path: ['transactionReference'] }),
    );
    // The status is asked on the link the payment's answer gave, not on a recorded id.
    expect(query?.url).toContainEqual({
      source: { kind: 'answer', step: 0, path: ['_links', 'self', 'href'] },
    });

    const har = trailHar(triggers, 'retail', new Date());
    expect(har.log.entries.map((entry) => entry.request.method + ' ' + entry.request.url)).toEqual([
      expect.stringMatching(/^POST .*\/apmPayments$/),
      expect.stringMatching(/^GET .*\/apmPayments\/[^/]+$/),
    ]);

    const link = shareLink(
      { shop: 'retail', settings: selectDemoSettings(store.getState()), triggers },
      'http://localhost:3000',
    );
    if (!link.ok) throw new Error(link.message);
    const opened = openShareLink(new URL(link.url).hash);
    expect(opened.kind).toBe('journey');
    if (opened.kind === 'journey') {
      expect(opened.journey.triggers.map((t) => t.name)).toEqual([
        'Pay with iDEAL',
        'iDEAL return',
      ]);
    }

    const arrows = sequenceOf(triggers).steps.filter((step) => step.kind === 'arrow');
    expect(arrows.map((step) => step.label)).toEqual(
      expect.arrayContaining([expect.stringContaining('apmPayments')]),
    );
  });
});
