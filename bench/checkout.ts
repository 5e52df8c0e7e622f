// (d) The card payment as a shopper meets it: the retail shop's checkout in headless Chromium
// against the production web build served by the server with the built-in sandbox beside it (in
// this process, on loopback). A frictionless Modular payment — Direct capture, 3DS on, card
// 4000000000001000 (packages/sandbox/README.md: "frictionless, authenticated (Y)") — from the
// press of Pay to the success screen, as median and p95 over N runs, and the provider calls it
// made: the page's proxy requests (/api/wpservices, /api/payments), cross-checked with the
// request steps of the terminal's exported trail. Figures only: the seconds are never a budget.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { freePortPair } from './lib/ports';
import { sized, smoke } from './lib/mode';
import { chromiumArgs, chromiumPath, repoRoot } from './lib/paths';
import type { Report } from './lib/report';

const runs = sized(Number(process.env.BENCH_CHECKOUT_RUNS ?? 10), 1);
const frictionlessCard = '4000000000001000';
const proxyPaths = new Set(['/api/wpservices', '/api/payments']);
/** The basket: two items of £1 (every product costs 1, spec §9), as the shop stores it. */
const cart = {
  items: [
    { id: 1, title: 'Round straw cross body bag', price: 100, quantity: 1 },
    { id: 2, title: 'Heart sunglasses', price: 100, quantity: 1 },
  ],
  cartTotal: 200,
  itemCount: 2,
  selectedDate: '2026-11-21',
};

interface Run {
  ms: number;
  proxyCalls: Map<string, number>;
  terminalRequests: number;
  terminalEvents: number;
}

/** The demo as `npm start` runs it (server.ts), on free loopback ports with throwaway state. */
async function startDemo() {
  const [port, sandboxPort] = await freePortPair();
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'silent' as const,
    // Every run calls /api/* from the same address; the demo's per-address limit must not trip.
    RATE_LIMIT_MAX: '100000',
  };
  const startup = loadConfig(env, { webDist: join(repoRoot, 'apps', 'web', 'dist') });
  const checkoutIds = Object.values(startup.app.providers).map((p) => p.checkoutId);
  const { config, listen } = sandboxConfigFromEnv(env, startup.app.publicUrl, [
    ...new Set(checkoutIds),
  ]);
  const sandbox = await buildSandbox(config);
  await sandbox.listen(listen);
  const app = await buildApp(startup.app);
  await app.listen(startup.listen);
  return {
    appUrl: startup.app.publicUrl,
    close: async () => {
      await app.close();
      await sandbox.close();
    },
  };
}

/** A fresh shopper (own storage) with the basket and the settings, at the checkout. */
async function openCheckout(browser: Browser, appUrl: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${appUrl}/retail/plp`);
  await page.waitForFunction(() => window.localStorage.getItem('sjd:siteConfig') !== null);
  await page.evaluate((basket) => {
    const raw = window.localStorage.getItem('sjd:siteConfig') ?? '{}';
    const siteConfig = JSON.parse(raw);
    const data = {
      ...siteConfig.data,
      integrationType: 'Modular',
      clientIntegrationType: 'Direct',
    };
    window.localStorage.setItem('sjd:siteConfig', JSON.stringify({ ...siteConfig, data }));
    window.localStorage.setItem('sjd:cart', JSON.stringify({ version: 1, data: basket }));
  }, cart);
  await page.goto(`${appUrl}/retail/checkout`);
  const testCards = page.getByRole('button', { name: 'Test Cards' });
  if ((await testCards.getAttribute('aria-expanded')) === 'true') await testCards.click();
  return page;
}

async function fillCard(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Card payment' });
  const fields: [string, string][] = [
    ['Card number', frictionlessCard],
    ['Cardholder name', 'Bench Shopper'],
    ['Expiry date', '05/35'],
    ['CVC', '555'],
    ['Address', '1 Bench Street'],
    ['City', 'London'],
    ['Postcode', 'AAAA'],
  ];
  for (const [label, value] of fields) {
    await form.getByRole('textbox', { name: label }).fill(value);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `value[key]` when it is a list (the exported file is read, not trusted). */
function listIn(value: unknown, key: string): unknown[] {
  const list = isRecord(value) ? value[key] : undefined;
  return Array.isArray(list) ? list : [];
}

/**
 * The terminal's trail as its 'Export JSON' writes it (in the header's 'More trail actions'
 * menu, where a person finds it): request steps and all steps.
 */
async function exportedTrail(page: Page): Promise<{ requests: number; events: number }> {
  await page.getByRole('button', { name: 'More trail actions' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export JSON', exact: true }).click(),
  ]);
  const trail: unknown = JSON.parse(await readFile(await download.path(), 'utf8'));
  let requests = 0;
  let events = 0;
  for (const trigger of listIn(trail, 'triggers')) {
    for (const event of listIn(trigger, 'events')) {
      events += 1;
      // A provider call is a request step with a method and URL; plain-text steps are not.
      if (isRecord(event) && event.type === 'request' && event.method && !event.plainText) {
        requests += 1;
      }
    }
  }
  return { requests, events };
}

async function payOnce(browser: Browser, appUrl: string): Promise<Run> {
  const page = await openCheckout(browser, appUrl);
  try {
    await fillCard(page);
    const pay = page.getByRole('button', { name: 'Pay £2.00' });
    await pay.waitFor();
    const proxyCalls = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && proxyPaths.has(path)) {
        proxyCalls.set(path, (proxyCalls.get(path) ?? 0) + 1);
      }
    });
    const started = performance.now();
    await pay.click();
    await page.waitForURL(/\/retail\/(success|declined|error)$/);
    if (!page.url().endsWith('/retail/success')) {
      throw new Error(`The payment ended at ${page.url()}, not on the success screen`);
    }
    await page.getByRole('heading', { level: 1, name: 'Success' }).waitFor();
    const ms = performance.now() - started;
    const trail = await exportedTrail(page);
    return { ms, proxyCalls, terminalRequests: trail.requests, terminalEvents: trail.events };
  } finally {
    await page.context().close();
  }
}

/** Nearest-rank percentile (p95 of 10 runs is the slowest). */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const callsText = (calls: Map<string, number>) =>
  [...proxyPaths].map((path) => `${path} ${calls.get(path) ?? 0}`).join(', ');

export async function benchCheckout(report: Report): Promise<void> {
  console.log(
    `Checkout: Pay → Success in Chromium, Modular, Direct, frictionless 3DS (${frictionlessCard}), ${runs} runs…`,
  );
  const demo = await startDemo();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // One shopper first, unmeasured: the server, the sandbox's page scripts and Chromium warm up
    // (not in a smoke run: its one payment proves the same).
    if (!smoke) await payOnce(browser, demo.appUrl);
    const measured: Run[] = [];
    for (let i = 0; i < runs; i += 1) measured.push(await payOnce(browser, demo.appUrl));

    const times = measured.map((r) => r.ms).sort((a, b) => a - b);
    const label = 'checkout Pay → Success (Modular, Direct, 3DS frictionless)';
    report.figure(`${label} median`, `${percentile(times, 50).toFixed(0)} ms (${runs} runs)`);
    report.figure(`${label} p95`, `${percentile(times, 95).toFixed(0)} ms`);

    const totals = measured.map((r) => [...r.proxyCalls.values()].reduce((a, b) => a + b, 0));
    const first = measured[0];
    if (first) {
      report.figure('checkout provider calls per payment', callsText(first.proxyCalls));
      report.figure(
        'checkout terminal per payment',
        `${first.terminalRequests} requests, ${first.terminalEvents} steps`,
      );
    }
    // Not a timing: every payment makes the same calls, and the terminal shows each of them.
    const mismatched = measured.filter((r, i) => totals[i] !== r.terminalRequests);
    const distinct = new Set(totals);
    report.invariant(
      'checkout: proxy calls = terminal requests, the same every run',
      mismatched.length === 0 && distinct.size === 1,
      `proxy ${[...distinct].join('/')} vs terminal ${[...new Set(measured.map((r) => r.terminalRequests))].join('/')}`,
    );
  } finally {
    await browser.close();
    await demo.close();
  }
}
