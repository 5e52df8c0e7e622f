// @vitest-environment node
// The HAR export validates against the HAR 1.2 JSON schema (har-schema, with Ajv), and opening
// it — or the demo's JSON export — gives back the trail it was made from. Files that are neither
// are refused with a message.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import harSchemas from 'har-schema';
import { describe, expect, it } from 'vitest';
import type { ApiEvent, Trigger } from '../../event-log';
import { threeDsTrail } from '../code/trail-fixture';
import { exportCuts, scrubbedTrail } from '../export-scrub';
import { trailDocument } from '../export-trail';
import { trailHar } from './har-export';
import { importTrail } from './trail-import';
import { scenarioCard } from '@sjd/sandbox/scenarios';

function harValidator() {
  // The schemas are draft-06 and use a keyword of their own ("min"): not strict.
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(draft06);
  addFormats(ajv);
  for (const [name, schema] of Object.entries(harSchemas)) {
    if (name !== 'har') ajv.addSchema(schema);
  }
  const { har } = harSchemas;
  if (!har) throw new Error('har-schema has no har schema');
  return ajv.compile(har);
}

/** The trail with what a real one also holds: a webhook, a simulated call, one unanswered. */
const webhook: ApiEvent = {
  title: 'Webhook: authorized',
  type: 'request',
  api: 'Webhooks',
  method: 'POST',
  url: '/api/webhooks',
  body: { eventId: 'e1', eventDetails: { type: 'authorized' } },
  icon: 'info',
  plainText: 'The provider sent the event authorized to the merchant receiver.',
  at: 1_795_763_070_000,
};
const simulated: ApiEvent = {
  title: 'Apple Pay session',
  type: 'request',
  api: 'Apple Pay',
  method: 'POST',
  url: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
  body: { merchantIdentifier: 'merchant.demo' },
  simulated: true,
  at: 1_795_763_071_000,
};
const unanswered: ApiEvent = {
  title: 'Payment',
  type: 'request',
  api: 'Payments API',
  method: 'POST',
  url: 'http://127.0.0.1:8081/api/payments',
  body: { channel: 'ecom' },
  icon: 'request',
};
const trail: Trigger[] = [
  ...threeDsTrail,
  { id: 7, name: 'Webhook: authorized', events: [webhook] },
  {
    id: 8,
    name: 'Pay with Apple Pay',
    events: [
      simulated,
      { ...simulated, type: 'response', status: 200, responseTime: 12, body: {} },
    ],
  },
  { id: 9, name: 'Pay with card', events: [unanswered] },
  { id: 10, name: 'Empty trigger', events: [] },
];

describe('HAR export', () => {
  const har = trailHar(trail, 'Retail', new Date('2026-11-27T07:00:00Z'));

  it('validates against the HAR 1.2 schema', () => {
    const validate = harValidator();
    const valid = validate(har);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check can fail: an entry without its response is refused', () => {
    const validate = harValidator();
    const broken: { log: { entries: Record<string, unknown>[] } } = JSON.parse(JSON.stringify(har));
    delete broken.log.entries[0]?.response;
    expect(validate(broken)).toBe(false);
  });

  it('holds each provider call as an entry with our fields, and the rest as notes', () => {
    expect(har.log.entries.map((entry) => [entry._title, entry.response.status])).toEqual([
      ['Payment', 201],
      ['Supply 3DS device data', 201],
      ['Complete 3DS challenge', 201],
      ['Apple Pay session', 200],
      ['Payment', 0],
    ]);
    const [first] = har.log.entries;
    expect(first).toMatchObject({
      _trigger: 'Pay with card',
      _api: 'Payments API',
      request: {
        headers: expect.arrayContaining([{ name: 'WP-Api-Version', value: '2024-06-01' }]),
      },
    });
    expect(JSON.stringify(har)).not.toMatch(/Authorization|sandbox-demo/);
    expect(har.log.entries[3]?._simulated).toBe(true);
    expect(har.log._notes.map((note) => note.event.title)).toContain('Webhook: authorized');
  });

  it('opens back as the same trail, cut as a share link is', () => {
    const opened = importTrail(JSON.stringify(har), 'api-trail.har');
    expect(opened).toEqual({
      ok: true,
      format: 'HAR',
      theme: 'Retail',
      triggers: scrubbedTrail(trail),
    });
  });
});

/** A trail whose answer holds a payment's action link and an unmasked card number. */
const actionId = 'X5bbrNaHlJMvk5DfS_DiNW3I3GaF0lzJ';
const withAction: Trigger[] = [
  {
    id: 1,
    name: 'Pay with card',
    events: [
      {
        title: 'Payment',
        type: 'request',
        api: 'Payments API',
        method: 'POST',
        url: 'http://localhost:3001/api/payments',
        body: { instruction: { paymentInstrument: { cardNumber: scenarioCard('challenge') } } },
      },
      {
        title: 'Payment',
        type: 'response',
        api: 'Payments API',
        url: 'http://localhost:3001/api/payments',
        status: 201,
        body: {
          _actions: {
            cancelPayment: { href: `http://localhost:3001/api/payments/${actionId}/cancellations` },
          },
          _links: {
            next: { href: 'http://localhost:3001/cardPayments/customerInitiatedTransactions' },
          },
        },
      },
    ],
  },
];

describe.each([
  ['HAR', () => JSON.stringify(trailHar(withAction, 'Retail', new Date()))],
  ['JSON', () => JSON.stringify(trailDocument(withAction, 'Retail', new Date()))],
])('%s export leaves the browser as a share link does', (_format, exported) => {
  it("cuts a payment's action link and masks the card number, and says so", () => {
    const text = exported();
    expect(text).not.toContain(actionId);
    expect(text).toContain('/api/payments/X5bbrN…/cancellations');
    // The provider's own path words are as long as an id, and no capability: kept whole.
    expect(text).toContain('/cardPayments/customerInitiatedTransactions');
    expect(text).not.toContain(scenarioCard('challenge'));
    expect(text).toContain(JSON.stringify(exportCuts).slice(1, -1));
  });
});

describe('JSON export', () => {
  it('opens back as the same trail', () => {
    const document = trailDocument(trail, 'Retail', new Date('2026-11-27T07:00:00Z'));
    const opened = importTrail(JSON.stringify(document), 'api-trail.json');
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.format).toBe('JSON export');
    // The JSON export numbers its triggers afresh; names and events are the trail's.
    expect(opened.triggers.map(({ name, events }) => ({ name, events }))).toEqual(
      scrubbedTrail(trail).map(({ name, events }) => ({ name, events })),
    );
  });
});

describe('other files', () => {
  it("opens a browser's HAR as one trigger of its calls", () => {
    const foreign = {
      log: {
        version: '1.2',
        creator: { name: 'Chromium', version: '131' },
        entries: [
          {
            startedDateTime: '2026-11-27T07:00:00.000Z',
            time: 20,
            request: { method: 'GET', url: 'https://example.test/api/orders', headers: [] },
            response: { status: 200, content: { text: '{"orders":[]}' } },
            timings: { send: 0, wait: 20, receive: 0 },
          },
        ],
      },
    };
    const opened = importTrail(JSON.stringify(foreign), 'network.har');
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.triggers).toEqual([
      {
        id: 1,
        name: 'Opened from network.har',
        events: [
          expect.objectContaining({ type: 'request', api: 'example.test', method: 'GET' }),
          expect.objectContaining({ type: 'response', status: 200, body: { orders: [] } }),
        ],
      },
    ]);
  });

  it.each([
    ['not JSON', 'hello', /is not JSON/],
    ['JSON of another kind', '{"name":"package"}', /neither a HAR file nor a trail/],
    [
      'a HAR with a broken entry',
      '{"log":{"version":"1.2","entries":[{"request":{}}]}}',
      /neither/,
    ],
    [
      'a JSON export with a bad event',
      '{"exportedAt":"x","theme":"Retail","triggers":[{"name":"A","events":[{"type":"sideways"}]}]}',
      /neither/,
    ],
  ])('refuses %s with a message', (_name, text, message) => {
    const opened = importTrail(text, 'file.json');
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.message).toMatch(message);
  });
});
