// The demo's real back end for flow tests: the sandbox (in-memory SQLite) and the server
// (buildApp, proxying to the sandbox over loopback HTTP), each on a free 127.0.0.1 port, and a
// provider client that talks to the server as the browser would. A real store runs the flows
// against it; the browser's part of 3DS (the DDC and challenge frames) is played by
// `simulateBrowser` through the sandbox's own domain functions — what its hosted pages call.
// Test files using it run in the node environment (`// @vitest-environment node`).
import { afterAll, beforeAll } from 'vitest';
import { freeLoopbackPort as freePort } from '../../../../scripts/ports.mjs';
import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { FastifyInstance } from 'fastify';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { providerApis } from '@sjd/contracts';
// The hosted 3DS pages call these; the sandbox package exposes them only inside itself.
import { recordDeviceDataCollected } from '../../../../packages/sandbox/src/domain/device-data';
import { completeChallenge } from '../../../../packages/sandbox/src/domain/three-ds';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config/env';
import { appStarted } from '../lib/app-events';
import type { PaymentCharge } from '../features/journeys';
import type { FlowTiming } from '../features/journeys/journey';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { itemAdded } from '../features/cart/cart-slice';
import type { ApiEvent } from '../features/event-log/event-log-types';
import { journeyResultApi } from '../features/event-log/event-descriptors';
import { defaultSiteConfig, type SiteConfigState } from '../features/site-config/site-config-slice';
import { challengeReceived, deviceDataCollected } from '../features/journeys/slices/three-ds-slice';
import { createDemoServerClient, type DemoServerClient } from '../lib/demo-server-client';
import { createProviderClient, type ProviderClient } from '../lib/provider-client';

export interface ProviderStack {
  appUrl: string;
  sandboxUrl: string;
  sandbox: FastifyInstance;
  client: ProviderClient;
  /** The demo server's own API, as the same browser (its visitor cookie) as `client`. */
  demoServer: DemoServerClient;
  /**
   * fetch as that same browser (another tab of it): its visitor cookie, so its calls are the same
   * visitor's, a merchant of its own at the built-in sandbox (issue 42).
   */
  fetch: typeof fetch;
  /** Stops the sandbox: the server's calls to it fail from then on (an outage). */
  stopSandbox(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The stack of one test file: started before its tests, closed after them. Its members are
 * read when a test runs (reading one before `beforeAll` has run is an error).
 */
export function providerStackPerFile(): ProviderStack {
  let started: ProviderStack | null = null;
  const current = (): ProviderStack => {
    if (!started) throw new Error('The provider stack starts in beforeAll: use it inside a test');
    return started;
  };
  beforeAll(async () => {
    started = await startProviderStack();
  });
  afterAll(() => started?.close());
  return {
    get appUrl() {
      return current().appUrl;
    },
    get sandboxUrl() {
      return current().sandboxUrl;
    },
    get sandbox() {
      return current().sandbox;
    },
    get client() {
      return current().client;
    },
    get demoServer() {
      return current().demoServer;
    },
    fetch: (input, init) => current().fetch(input, init),
    stopSandbox: () => current().stopSandbox(),
    close: () => current().close(),
  };
}

/** The simulator routes' key the stack's server and sandbox share (server.ts makes one). */
const simulatorKey = 'flow-tests-simulator-key';

export async function startProviderStack(): Promise<ProviderStack> {
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  // The control routes move the provider's clock (a settlement completes, or fails, 15 minutes
  // after it is requested): see advanceProviderClock.
  const { config } = sandboxConfigFromEnv({
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'silent',
    SANDBOX_CONTROL_ROUTES: 'true',
    SANDBOX_SIMULATOR_KEY: simulatorKey,
  });
  const sandbox = await buildSandbox({ ...config, publicUrl: sandboxUrl });
  await sandbox.listen({ port: sandboxPort, host: '127.0.0.1' });

  const server = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      SANDBOX_PUBLIC_URL: sandboxUrl,
      PUBLIC_URL: 'http://127.0.0.1:3999',
      // Flow tests make many calls from one address.
      RATE_LIMIT_MAX: '100000',
      PROVIDER_TIMEOUT_MS: '5000',
      SANDBOX_SIMULATOR_KEY: simulatorKey,
    }).app,
  );
  const appUrl = await server.listen({ port: 0, host: '127.0.0.1' });
  // One browser: the provider's calls and the demo server's share its visitor cookie.
  const browser = browserFetch();
  let sandboxRunning = true;
  const stopSandbox = async () => {
    if (!sandboxRunning) return;
    sandboxRunning = false;
    await sandbox.close();
  };
  return {
    appUrl,
    sandboxUrl,
    sandbox,
    client: createProviderClient({ apiBaseUrl: appUrl, fetch: browser }),
    demoServer: createDemoServerClient({ apiBaseUrl: appUrl, fetch: browser }),
    fetch: browser,
    stopSandbox,
    close: async () => {
      await server.close();
      await stopSandbox();
    },
  };
}

/**
 * fetch as one browser: it keeps the cookie the server hands out (the visitor cookie) and sends
 * it back, so the file's calls are one visitor's (the server gives a token namespace, and a
 * payment's events, to the visitor who first named them).
 */
function browserFetch(): typeof fetch {
  let cookie: string | null = null;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const issued = response.headers.get('set-cookie');
    if (issued) cookie = issued.split(';')[0] ?? null;
    return response;
  };
}

export { testBrowser } from './fixtures';

/**
 * Moves the sandbox's clock on by `seconds` (its test-only control route), runs `work`, then puts
 * the clock back to real time, so the file's later tests see the present.
 */
export async function withProviderClockAdvanced<T>(
  stack: ProviderStack,
  seconds: number,
  work: () => Promise<T>,
): Promise<T> {
  const move = (body: object) =>
    fetch(`${stack.sandboxUrl}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => {
      if (!response.ok) throw new Error(`The sandbox clock did not move: ${response.status}`);
    });
  await move({ advanceSeconds: seconds });
  try {
    return await work();
  } finally {
    await move({ now: null });
  }
}

export interface BrowserBehaviour {
  /** collect: the DDC frame posts a SessionId; silent: it never answers (timeout). */
  deviceData?: 'collect' | 'silent';
  /** What the shopper does on the challenge page. */
  challenge?: 'pass' | 'fail';
}

/**
 * Plays the browser's 3DS part: when a frame would show, the sandbox page's domain function
 * runs (as the hosted page would on the POST) and the frame component's event is dispatched,
 * a tick later, as a real frame's message would arrive.
 */
export function simulateBrowser(
  store: AppStore,
  stack: ProviderStack,
  behaviour: BrowserBehaviour = {},
): () => void {
  let handled: unknown = null;
  return store.subscribe(() => {
    const step = store.getState().threeDS.step;
    if (step === handled) return;
    handled = step;
    if (step.name === 'collectingDeviceData' && behaviour.deviceData !== 'silent') {
      // The sandbox's store is async: the answer comes on a later turn, as the frame's would.
      void recordDeviceDataCollected(stack.sandbox.sandbox, step.deviceDataCollection.jwt).then(
        (result) => {
          if (!result.ok) throw new Error(`DDC refused: ${result.reason}`);
          store.dispatch(deviceDataCollected({ sessionId: result.sessionId }));
        },
      );
    }
    if (step.name === 'challenged') {
      const answer = behaviour.challenge === 'fail' ? 'failed' : 'passed';
      void completeChallenge(stack.sandbox.sandbox, step.challenge.reference, answer).then(
        (result) => {
          if (!result.ok) throw new Error(`Challenge refused: ${result.reason}`);
          store.dispatch(challengeReceived({ transactionId: result.transactionId }));
        },
      );
    }
  });
}

export interface StoreOptions {
  settings?: Partial<SiteConfigState>;
  /** Items of price 1 (100 minor units) to put in the cart. */
  items?: number;
  timing?: Partial<FlowTiming>;
  preloaded?: Partial<RootState>;
}

/** A real store wired to the stack, with the environment config loaded and a cart filled. */
export async function journeyStore(stack: ProviderStack, options: StoreOptions = {}) {
  const actions: UnknownAction[] = [];
  const observer: Middleware = () => (next) => (action) => {
    if (isAction(action)) actions.push(action);
    return next(action);
  };
  const store = makeStore(
    {
      providerClient: stack.client,
      demoServer: stack.demoServer,
      timing: { configTimeoutMs: 5_000, ...options.timing },
    },
    {
      ...options.preloaded,
      siteConfig: { ...defaultSiteConfig, ...options.settings },
    },
    observer,
  );
  store.dispatch(appStarted());
  await until(store, (s) => s.environment.configFetched);
  for (let i = 0; i < (options.items ?? 1); i += 1) {
    store.dispatch(itemAdded({ id: i + 1, title: `Item ${i + 1}`, price: 100 }));
  }
  return { store, actions };
}

/** Resolves when the predicate holds; fails the test after `timeoutMs`. */
export function until(
  store: AppStore,
  predicate: (state: RootState) => boolean,
  timeoutMs = 15_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (predicate(store.getState())) return resolve();
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('Timed out waiting for the store'));
    }, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (!predicate(store.getState())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

/** The payment journey is over (any outcome). */
/** What a basket screen charges: the cart as it is in the store. */
export function basketCharge(store: AppStore): PaymentCharge {
  return { amount: store.getState().cart.cartTotal, purpose: 'basket' };
}

export const paymentSettled = (state: RootState) =>
  state.payment.paymentStatus !== 'processing' && state.payment.paymentStatus !== '';

function describeEvent(event: ApiEvent): string {
  if (event.plainText) return `· ${event.title}`;
  if (event.type === 'request') return `→ ${event.title}`;
  return `← ${event.title} ${event.status ?? ''}`.trimEnd();
}

/**
 * The terminal as lines: each trigger's name, then its events ('→ request', '← response
 * status', '· note'), in order. The journey's result (its summary card) is left out: it lands a
 * moment after the status the tests wait for; `journeyResults` reads it.
 */
export function trail(state: RootState): string[] {
  return state.eventLog.triggers.flatMap((trigger) => [
    trigger.name,
    ...trigger.events
      .filter((event) => event.api !== journeyResultApi)
      .map((event) => `  ${describeEvent(event)}`),
  ]);
}

/** The journeys' results recorded so far (the terminal's summary cards), as 'title: text'. */
export function journeyResults(state: RootState): string[] {
  return state.eventLog.triggers.flatMap((trigger) =>
    trigger.events
      .filter((event) => event.api === journeyResultApi)
      .map((event) => `${event.title}: ${event.plainText ?? ''}`),
  );
}

/** The request body the terminal recorded for a call title (the last one of that title). */
export function recordedRequest(state: RootState, title: string): unknown {
  const events = state.eventLog.triggers.flatMap((t) => t.events);
  return events.findLast((e) => e.type === 'request' && e.title === title)?.body;
}

/** A Checkout SDK session, created the way the card-field frames do (direct to the sandbox). */
export async function checkoutSession(
  stack: ProviderStack,
  kind: 'card' | 'verifiedToken' | 'cvc',
  card: { cardNumber?: string; cvc: string },
): Promise<string> {
  const api = kind === 'verifiedToken' ? providerApis.verifiedTokenSessions : providerApis.sessions;
  const path = {
    card: '/sessions/card',
    verifiedToken: '/verifiedTokens/sessions',
    cvc: '/sessions/payments/cvc',
  }[kind];
  const body =
    kind === 'cvc'
      ? { identity: 'sjd-checkout-id', cvc: card.cvc }
      : {
          identity: 'sjd-checkout-id',
          cardNumber: card.cardNumber,
          cardExpiryDate: { month: 5, year: 2035 },
          cvc: card.cvc,
        };
  const response = await fetch(`${stack.sandboxUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': api.contentType, accept: api.accept },
    body: JSON.stringify(body),
  });
  const location = response.headers.get('location');
  if (response.status !== 201 || !location) throw new Error(`Session refused: ${response.status}`);
  return location;
}
