import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  apiEventRecorded,
  eventLogSlice,
  initialEventLogState,
  terminalCleared,
  trailRestored,
  triggerSaved,
  type EventLogState,
} from './event-log-slice';
import type { ApiEvent } from './event-log-types';

const request: ApiEvent = {
  title: 'Create verified token',
  type: 'request',
  api: 'Verified Tokens',
  method: 'POST',
  url: 'http://localhost:3001/verifiedTokens/cardOnFile',
  body: { namespace: 'SHOPPER_ID_1' },
  icon: 'request',
};
const response: ApiEvent = {
  ...request,
  type: 'response',
  status: 201,
  responseTime: 42,
  icon: 'response',
};

/** An event as the log keeps it: apiEventRecorded dates it. */
const dated = (event: ApiEvent) => ({ ...event, at: expect.any(Number) as number });

const firstAddCard = { id: 1, name: 'Add card', events: [request] };
const one: EventLogState = { triggers: [{ id: 1, name: 'Add card', events: [] }], nextId: 2 };
const two: EventLogState = {
  triggers: [firstAddCard, { id: 2, name: 'Add card', events: [] }],
  nextId: 3,
};

const cases: [string, EventLogState, UnknownAction, EventLogState][] = [
  [
    'saving a trigger adds a named entry',
    initialEventLogState,
    triggerSaved({ name: 'Add card' }),
    one,
  ],
  [
    'an event appends to the trigger of that name',
    one,
    apiEventRecorded({ trigger: 'Add card', event: request }),
    { ...one, triggers: [{ id: 1, name: 'Add card', events: [dated(request)] }] },
  ],
  [
    'an event appends to the latest trigger of that name',
    two,
    apiEventRecorded({ trigger: 'Add card', event: response }),
    { ...two, triggers: [firstAddCard, { id: 2, name: 'Add card', events: [dated(response)] }] },
  ],
  ['clearing the terminal empties it', two, terminalCleared(), { triggers: [], nextId: 3 }],
  [
    'a cleared trail comes back before what was recorded since',
    { triggers: [{ id: 2, name: 'Pay', events: [] }], nextId: 3 },
    trailRestored({ triggers: [firstAddCard] }),
    { triggers: [firstAddCard, { id: 2, name: 'Pay', events: [] }], nextId: 3 },
  ],
  [
    'ignored: an event for a trigger never saved',
    one,
    apiEventRecorded({ trigger: 'Pay', event: request }),
    one,
  ],
  ['ignored: a trigger without a name', one, triggerSaved({ name: '  ' }), one],
  ['ignored: an unrelated event', one, { type: 'cart/itemAdded' }, one],
];

describe('event log slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(eventLogSlice.reducer(state, action)).toEqual(expected);
  });

  it('records the shop screen the event happened on; none outside a shop', () => {
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    window.history.replaceState(null, '', '/retail/checkout');
    expect(apiEventRecorded({ trigger: 'Pay', event: request }).payload.event.screen).toBe(
      '/retail/checkout',
    );
    const own = { ...request, screen: '/retail/processing' };
    expect(apiEventRecorded({ trigger: 'Pay', event: own }).payload.event.screen).toBe(
      '/retail/processing',
    );
    window.history.replaceState(null, '', '/landing');
    expect(apiEventRecorded({ trigger: 'Pay', event: request }).payload.event).not.toHaveProperty(
      'screen',
    );
  });

  it('keeps the time an event already carries (an imported or replayed one)', () => {
    const action = apiEventRecorded({ trigger: 'Add card', event: { ...request, at: 1_000 } });
    expect(action.payload.event.at).toBe(1_000);
  });
});
