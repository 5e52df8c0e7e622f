// The trail a reset emptied is kept for Undo: Apply Settings keeps what it cleared (spec §4 has it
// reset the terminal log), Undo puts it back before what came since, an empty trail keeps
// nothing, and a new demo chosen on the landing page lets it go.
import { describe, expect, it } from 'vitest';
import { demoChosen } from '../../../lib/app-events';
import { storeWithLog } from '../../../test/store';
import { apiEventRecorded, trailRestored, triggerSaved } from '../../event-log';
import { defaultSiteConfig, settingsApplied } from '../../site-config/site-config-slice';
import { selectKeptTrail } from './kept-trail-slice';

const settings = { ...defaultSiteConfig, currency: 'EUR' } as const;

function withTrail() {
  const { store } = storeWithLog();
  store.dispatch(triggerSaved({ name: 'Pay' }));
  store.dispatch(
    apiEventRecorded({ trigger: 'Pay', event: { title: 'Payment', type: 'request', api: 'X' } }),
  );
  return store;
}

describe('the kept trail', () => {
  it('keeps what Apply Settings cleared; Undo puts it back before what came since', () => {
    const store = withTrail();
    const before = store.getState().eventLog.triggers;
    store.dispatch(settingsApplied(settings));
    expect(store.getState().eventLog.triggers).toEqual([]);
    expect(selectKeptTrail(store.getState())).toEqual({ triggers: before, reason: 'settings' });
    store.dispatch(triggerSaved({ name: 'Pay again' }));
    store.dispatch(trailRestored({ triggers: before }));
    expect(store.getState().eventLog.triggers.map((t) => t.name)).toEqual(['Pay', 'Pay again']);
    expect(selectKeptTrail(store.getState())).toBeNull();
  });

  it('keeps nothing for an empty trail, and lets go when a new demo is chosen', () => {
    const store = withTrail();
    store.dispatch(settingsApplied(settings));
    store.dispatch(settingsApplied({ ...settings, currency: 'GBP' }));
    expect(selectKeptTrail(store.getState())?.triggers.map((t) => t.name)).toEqual(['Pay']);
    store.dispatch(demoChosen({ theme: 'retail', integrationType: 'Modular' }));
    expect(selectKeptTrail(store.getState())).toBeNull();
  });
});
