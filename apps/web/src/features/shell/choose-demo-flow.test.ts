import { describe, expect, it } from 'vitest';
import { demoChosen } from '../../lib/app-events';
import { storeWithLog } from '../../test/store';
import { itemAdded } from '../cart/cart-slice';
import { apiEventRecorded, triggerSaved } from '../event-log/event-log-slice';
import { settingsApplied } from '../site-config/site-config-slice';
import { initialTokensState } from '../journeys/slices/tokens-slice';
import { sampleToken } from '../../test/fixtures';

describe('choose-demo flow (spec §4 "Choosing a demo card")', () => {
  it('runs the full reset in the spec order, then clears the initialising flag', async () => {
    const { store, types } = storeWithLog();
    store.dispatch(itemAdded({ id: 1, title: 'Wool fedora hat', price: 100 }));
    store.dispatch(triggerSaved({ name: 'Pay' }));
    store.dispatch(
      apiEventRecorded({
        trigger: 'Pay',
        event: { title: 'Payment', type: 'request', api: 'Payments API' },
      }),
    );
    store.dispatch(
      settingsApplied({ ...store.getState().siteConfig, currency: 'EUR', allowFraudSight: true }),
    );
    const before = store.getState().session.namespace;

    const seen = types().length;
    store.dispatch(demoChosen({ theme: 'gambling', integrationType: 'Modular' }));

    expect(types().slice(seen)).toEqual([
      'app/demoChosen',
      // Nothing saved: the tokens slice is done at once, and no deletion runs.
      'tokens/allTokensDeletionRequested',
      'app/paymentJourneyReset',
      'siteConfig/demoInitialisationStarted',
      'eventLog/terminalCleared',
      'cart/cartEmptied',
      'siteConfig/siteConfigDefaultsRestored',
      'session/namespaceGenerated',
      'siteConfig/themeSelected',
      'siteConfig/integrationTypeSelected',
      'appWrapper/infoWindowShown',
      'siteConfig/demoInitialisationFinished',
    ]);

    const state = store.getState();
    expect(state.cart).toMatchObject({ items: [], cartTotal: 0, itemCount: 0 });
    expect(state.eventLog.triggers).toEqual([]);
    expect(state.siteConfig).toMatchObject({
      theme: 'gambling',
      integrationType: 'Modular',
      currency: 'GBP',
      allowFraudSight: false,
      allowExpressPayment: false,
    });
    expect(state.session.namespace).toMatch(/^SHOPPER_ID_\d+$/);
    expect(state.session.namespace >= before).toBe(true);
    expect(state.appWrapper.showInfoWindow).toBe(true);
    expect(state.tokens.isDeletingAll).toBe(false);
  });

  it('a pending delete-all flag restored from storage runs the deletion on start-up', async () => {
    const { store, types } = storeWithLog({
      tokens: {
        ...initialTokensState,
        isDeletingAll: true,
        tokens: [{ ...sampleToken, subsequentPayment: false }],
      },
    });
    store.dispatch({ type: 'app/started' });
    // The deletion (its call fails here: a failure does not stop the clearing) ends the flag.
    await expect.poll(() => types()).toContain('tokens/allTokensDeleted');
    expect(store.getState().tokens).toMatchObject({ isDeletingAll: false, tokens: [] });
    expect(store.getState().eventLog.triggers.map((t) => t.name)).toEqual(['Delete all cards']);
  });

  it('a pending flag with nothing left to delete is cleared on start-up', () => {
    const { store } = storeWithLog({ tokens: { ...initialTokensState, isDeletingAll: true } });
    store.dispatch({ type: 'app/started' });
    expect(store.getState().tokens.isDeletingAll).toBe(false);
    expect(store.getState().eventLog.triggers).toEqual([]);
  });

  it('no deletion runs on start-up without the flag', () => {
    const { store, types } = storeWithLog();
    store.dispatch({ type: 'app/started' });
    expect(types()).not.toContain('tokens/allTokensDeleted');
  });
});
