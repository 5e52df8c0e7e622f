import { describe, expect, it } from 'vitest';
import { initialTokensState, tokenSaved } from '../features/journeys/slices/tokens-slice';
import { cardAddRequested } from '../features/journeys';
import { buyNowPressed } from '../features/journeys/events';
import { sampleEnvironmentConfig, sampleToken } from '../test/fixtures';
import type { StorageLike } from '../lib/persistence';
import { persistOnChange, restoreState } from './persisted-state';
import { makeStore } from './store';
import { itemAdded } from '../features/cart/cart-slice';
import { settingsApplied, selectDemoSettings } from '../features/site-config/site-config-slice';
import {
  environmentConfigLoaded,
  environmentConfigRequested,
} from '../features/environment/environment-slice';
import { fakeClients } from '../test/store';
import { scenarioCard } from '@sjd/sandbox/scenarios';

function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const cart = {
  items: [{ id: 1, title: 'Wool fedora hat', price: 100, quantity: 2 }],
  cartTotal: 200,
  itemCount: 2,
  selectedDate: '2026-11-21',
};

describe('persisted state', () => {
  it('round-trips cart, session, tokens, site config and environment through storage', () => {
    const storage = memoryStorage();
    const store = makeStore(fakeClients());
    persistOnChange(store, storage);
    store.dispatch(itemAdded({ id: 1, title: 'Wool fedora hat', price: 100, quantity: 2 }));
    store.dispatch(settingsApplied({ ...selectDemoSettings(store.getState()), currency: 'EUR' }));
    store.dispatch(environmentConfigRequested('try'));
    store.dispatch(environmentConfigLoaded(sampleEnvironmentConfig));

    const restored = restoreState(storage);
    expect(restored.cart?.items).toEqual(store.getState().cart.items);
    expect(restored.siteConfig?.currency).toBe('EUR');
    expect(restored.session?.namespace).toBe(store.getState().session.namespace);
    expect(restored.tokens).toEqual(initialTokensState);
    store.dispatch(tokenSaved(sampleToken));
    expect(restoreState(storage).tokens?.tokens).toEqual([
      { ...sampleToken, subsequentPayment: false },
    ]);
    expect(restored.environment).toMatchObject({
      configFetched: true,
      loading: false,
      config: sampleEnvironmentConfig,
    });
    expect(JSON.parse(storage.data.get('sjd:cart') ?? '')).toMatchObject({ version: 1 });
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['another version', JSON.stringify({ version: 0, data: cart })],
    ['no version', JSON.stringify(cart)],
    ['a negative total', JSON.stringify({ version: 1, data: { ...cart, cartTotal: -1 } })],
    ['a missing field', JSON.stringify({ version: 1, data: { items: [] } })],
    ['null', 'null'],
  ])('drops a cart stored as %s and starts from defaults', (_name, raw) => {
    const storage = memoryStorage({ 'sjd:cart': raw, 'sjd:siteConfig': '[]' });
    expect(restoreState(storage)).toEqual({});
    expect(storage.data.has('sjd:cart')).toBe(false);
  });

  it('keeps the valid entries when another one is corrupt', () => {
    const storage = memoryStorage({
      'sjd:cart': JSON.stringify({ version: 1, data: cart }),
      'sjd:session': JSON.stringify({ version: 1, data: { namespace: 'nope', accountBalance: 1 } }),
    });
    expect(restoreState(storage)).toEqual({ cart });
  });

  it('works without storage (a browser that refuses it)', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(restoreState(throwing)).toEqual({});
    const store = makeStore(fakeClients());
    persistOnChange(store, throwing);
    expect(() => store.dispatch(itemAdded({ id: 1, title: 'Hat', price: 100 }))).not.toThrow();
  });

  it('drops a stored token list holding a full card number', () => {
    const storage = memoryStorage();
    const detokenized = {
      ...sampleToken,
      subsequentPayment: false,
      paymentInstrument: {
        ...sampleToken.paymentInstrument,
        type: 'card/front',
        cardNumber: scenarioCard('challenge'),
      },
    };
    storage.setItem(
      'sjd:tokens',
      JSON.stringify({ version: 2, data: { isDeletingAll: false, tokens: [detokenized] } }),
    );
    expect(restoreState(storage).tokens).toBeUndefined();
    expect(storage.getItem('sjd:tokens')).toBeNull();
  });

  it('never stores the card of a payment, its CVC or a token process in flight', () => {
    const storage = memoryStorage();
    const store = makeStore(fakeClients());
    persistOnChange(store, storage);
    store.dispatch(tokenSaved(sampleToken));
    store.dispatch(
      buyNowPressed({
        tokenId: sampleToken.tokenId,
        securityCode: { cvc: '737' },
        charge: { amount: 100, purpose: 'basket' },
        browser: { acceptHeader: 'text/html', userAgentHeader: 'test' },
      }),
    );
    store.dispatch(
      cardAddRequested({
        card: {
          kind: 'plain',
          cardHolderName: 'Ada',
          cardNumber: scenarioCard('challenge'),
          expiryDate: { month: 5, year: 2035 },
          cvc: '737',
        },
        billingAddress: null,
        browser: { acceptHeader: 'text/html', userAgentHeader: 'test' },
      }),
    );
    expect(store.getState().session.card).not.toBeNull();
    const everything = [...storage.data.values()].join('\n');
    expect(everything).not.toContain(scenarioCard('challenge'));
    // Quoted: the namespace is a timestamp, and about one in a few hundred contains 737.
    expect(everything).not.toContain('"737"');
    expect(everything).not.toContain('"cvc"');
    expect(JSON.parse(storage.data.get('sjd:session') ?? '').data).toEqual({
      namespace: store.getState().session.namespace,
      accountBalance: 100,
      ledger: { carried: 100, movements: [] },
      fundsNotice: null,
    });
    const restored = restoreState(storage);
    expect(restored.session).toMatchObject({ card: null, cvc: '', selectedToken: null });
    expect(restored.tokens).toMatchObject({
      tokenStatus: 'not-initialised',
      tokens: [expect.anything()],
    });
  });

  it('keeps the balance with its ledger; a ledger that does not add up opens at the balance', () => {
    const ledger = {
      carried: 100,
      movements: [{ kind: 'withdrawal', delta: -40, reference: 'P1' }],
    };
    const write = (data: object) =>
      memoryStorage({ 'sjd:session': JSON.stringify({ version: 1, data }) });
    const base = { namespace: 'SHOPPER_ID_5', accountBalance: 60 };
    expect(restoreState(write({ ...base, ledger })).session).toMatchObject({
      accountBalance: 60,
      ledger,
    });
    // Version 1 as first written (no ledger), or a ledger edited by hand: the balance stands.
    for (const data of [base, { ...base, accountBalance: 70, ledger }]) {
      const session = restoreState(write(data)).session;
      expect(session?.ledger).toEqual({ carried: session?.accountBalance, movements: [] });
    }
  });
});
