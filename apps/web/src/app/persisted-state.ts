// Which state survives a reload (spec §3: cart, session, tokens, site config, environment; issue
// 29: the orders), the
// version and schema of each, and the store subscription that writes them back. Restored before
// the app renders (main.tsx reads it synchronously into the store's preloaded state).
import * as z from 'zod/mini';
import { environmentConfigSchema, environmentNameSchema, tokenSchema } from '@sjd/contracts';
import {
  type EnvironmentState,
  initialEnvironmentState,
} from '../features/environment/environment-slice';
import type { CartState } from '../features/cart/cart-slice';
import {
  initialOrdersState,
  initialSessionState,
  ledgerTotal,
  maxMovements,
  type OrdersState,
  type SessionState,
  initialTokensState,
  type TokensState,
} from '../features/journeys';
import type { SiteConfigState } from '../features/site-config/site-config-slice';
import { readVersioned, writeVersioned, type Parser, type StorageLike } from '../lib/persistence';
import { siteConfigStorage, tokensStorage } from '../lib/start-up-state';
import {
  clientIntegrationTypes,
  currencyCodes,
  integrationTypes,
  themeNames,
} from '../themes/theme-types';
import { ordersStorageVersion, storedOrdersParser, type StoredOrders } from './persisted-orders';
import type { RootState } from './store';
import {
  initialBillingState,
  storedBillingSchema,
  type BillingState,
  type StoredBilling,
} from '../features/journeys';

const count = () => z.int().check(z.minimum(0));

const cartSchema = z.object({
  items: z.array(
    z.object({
      id: z.int(),
      title: z.string().check(z.minLength(1)),
      price: count(),
      quantity: z.int().check(z.minimum(1)),
    }),
  ),
  cartTotal: count(),
  itemCount: count(),
  // '' when the visitor cleared the museum visit date.
  selectedDate: z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/)),
});

// Only the namespace, the balance with its ledger and the message about a withdrawal given back:
// the card, its CVC and session hrefs never persist.
const movementSchema = z.object({
  kind: z.enum(['topUp', 'payment', 'withdrawal', 'withdrawalReturned', 'depositTakenBack']),
  delta: z.int(),
  reference: z.nullable(z.string().check(z.maxLength(128))),
  eventId: z.optional(z.string().check(z.maxLength(128))),
  announced: z.optional(z.boolean()),
});
const sessionSchema = z.object({
  namespace: z.string().check(z.regex(/^SHOPPER_ID_\d+$/)),
  accountBalance: count(),
  // Added after version 1 was written: absent in older data (the balance opens the ledger then).
  ledger: z.optional(
    z.object({
      carried: z.int(),
      movements: z.array(movementSchema).check(z.maxLength(maxMovements)),
    }),
  ),
  fundsNotice: z.optional(
    z.nullable(
      z.object({
        eventId: z.string().check(z.maxLength(128)),
        reference: z.string().check(z.maxLength(128)),
        amount: count(),
        currency: z.string().check(z.maxLength(3)),
        outcome: z.enum(['refused', 'error', 'chargedBack', 'refunded']),
      }),
    ),
  ),
});
type StoredSession = z.infer<typeof sessionSchema>;

/** The stored session; a ledger that does not add up to the balance opens a new one at it. */
function sessionFromStored(stored: StoredSession): SessionState {
  const { namespace, accountBalance } = stored;
  const ledger =
    stored.ledger && ledgerTotal(stored.ledger) === accountBalance
      ? stored.ledger
      : { carried: accountBalance, movements: [] };
  return {
    ...initialSessionState(),
    namespace,
    accountBalance,
    ledger,
    fundsNotice: stored.fundsNotice ?? null,
  };
}

// Saved cards as the provider returned them (masked only: a detokenized number never persists).
const savedTokenSchema = z
  .extend(tokenSchema, { subsequentPayment: z.boolean() })
  .check(z.refine((token) => token.paymentInstrument.type === 'card/masked'));

// The saved cards and the pending delete-all flag; a token process in flight does not survive.
const tokensSchema = z.object({
  isDeletingAll: z.boolean(),
  tokens: z.array(savedTokenSchema).check(z.maxLength(64)),
});
type StoredTokens = z.infer<typeof tokensSchema>;

const siteConfigSchema = z.object({
  currency: z.enum(currencyCodes),
  environment: environmentNameSchema,
  clientIntegrationType: z.enum(clientIntegrationTypes),
  integrationType: z.enum(integrationTypes),
  allowCardPayment: z.boolean(),
  allowExpressPayment: z.boolean(),
  /** Issue 45; a config stored before it has none: on, as the default. */
  allowLocalMethods: z._default(z.boolean(), true),
  allow3DS: z.boolean(),
  allowFraudSight: z.boolean(),
  checkCVC: z.boolean(),
  isApplePayEligible: z.boolean(),
  theme: z.enum(themeNames),
  initializingConfig: z.boolean(),
});

/** Only a fetched config is kept: the start-up fetch refreshes it anyway. */
const environmentSchema = z.object({
  configFetched: z.literal(true),
  config: environmentConfigSchema,
});

interface Entry<K extends PersistedKey, Stored> {
  version: number;
  schema: Parser<Stored>;
  toStored(state: RootState[K]): Stored | null;
  fromStored(stored: Stored): RootState[K];
}

type PersistedKey =
  'cart' | 'session' | 'tokens' | 'siteConfig' | 'environment' | 'orders' | 'billing';

function same<T>(value: T): T {
  return value;
}

const entries: {
  cart: Entry<'cart', CartState>;
  session: Entry<'session', StoredSession>;
  tokens: Entry<'tokens', StoredTokens>;
  siteConfig: Entry<'siteConfig', SiteConfigState>;
  environment: Entry<'environment', z.infer<typeof environmentSchema>>;
  orders: Entry<'orders', StoredOrders>;
  billing: Entry<'billing', StoredBilling>;
} = {
  cart: { version: 1, schema: cartSchema, toStored: same, fromStored: same },
  session: {
    version: 1,
    schema: sessionSchema,
    toStored: ({ namespace, accountBalance, ledger, fundsNotice }) => ({
      namespace,
      accountBalance,
      ledger,
      fundsNotice,
    }),
    fromStored: sessionFromStored,
  },
  // v2 added the saved-card list.
  tokens: {
    version: tokensStorage.version,
    schema: tokensSchema,
    toStored: ({ isDeletingAll, tokens }) => ({ isDeletingAll, tokens }),
    fromStored: (stored): TokensState => ({ ...initialTokensState, ...stored }),
  },
  siteConfig: {
    version: siteConfigStorage.version,
    schema: siteConfigSchema,
    toStored: same,
    fromStored: same,
  },
  environment: {
    version: 1,
    schema: environmentSchema,
    toStored: (state) =>
      state.configFetched && state.config ? { configFetched: true, config: state.config } : null,
    fromStored: (stored): EnvironmentState => ({ ...initialEnvironmentState, ...stored }),
  },
  // Issue 29: the orders list only; the open order and what the provider said are read again.
  orders: {
    version: ordersStorageVersion,
    schema: storedOrdersParser,
    toStored: ({ orders }) => ({ orders }),
    fromStored: (stored): OrdersState => ({ ...initialOrdersState, orders: stored.orders }),
  },
  // Issue 31: the merchant's billing schedule on the demo clock (a renewal under way is not).
  // Version 2 names the plan's shop (the profile whose merchant bills).
  billing: {
    version: 2,
    schema: storedBillingSchema,
    toStored: ({ subscription }) => ({ subscription }),
    fromStored: (stored): BillingState => ({ ...initialBillingState, ...stored }),
  },
};

const persistedKeys = Object.keys(entries) as PersistedKey[];

export type PersistedState = Partial<Pick<RootState, PersistedKey>>;

function restoreEntry<K extends PersistedKey>(
  storage: StorageLike,
  key: K,
): RootState[K] | undefined {
  const entry: Entry<K, unknown> = entries[key] as Entry<K, unknown>;
  const stored = readVersioned(storage, key, entry.version, entry.schema);
  return stored === undefined ? undefined : entry.fromStored(stored);
}

/** Reads every persisted slice that is present and valid; the rest start from defaults. */
export function restoreState(storage: StorageLike | null): PersistedState {
  const state: PersistedState = {};
  if (!storage) return state;
  for (const key of persistedKeys) {
    const value = restoreEntry(storage, key);
    if (value !== undefined) Object.assign(state, { [key]: value });
  }
  return state;
}

/** Writes a persisted slice whenever it changes (by reference, so unchanged slices cost nothing). */
export function persistOnChange(
  store: { getState(): RootState; subscribe(listener: () => void): () => void },
  storage: StorageLike | null,
): () => void {
  if (!storage) return () => {};
  const last = new Map<PersistedKey, unknown>();
  const write = () => {
    const state = store.getState();
    for (const key of persistedKeys) {
      if (last.get(key) === state[key]) continue;
      last.set(key, state[key]);
      const entry: Entry<typeof key, unknown> = entries[key] as Entry<typeof key, unknown>;
      const stored = entry.toStored(state[key]);
      if (stored !== null) writeVersioned(storage, key, entry.version, stored);
    }
  };
  write();
  return store.subscribe(write);
}
