// (e) The shop's responsiveness with a large answer in the terminal (issue 34, item 1): the
// production demo (server bundle with its sandbox, lib/demo-process.ts) in headless Chromium at
// 1440 px, where the terminal column is always shown. A retail payment (Modular, Direct,
// frictionless 3DS) whose first provider answer is enlarged on its way to the page to just under
// the proxy's 1 MB limit (`{items: [{i: 0} × 120,000]}` added to the sandbox's real answer), then
// N clicks between the basket and the product list: the time from a click to the next screen's
// heading, median and p95, beside the same clicks after a payment with ordinary answers, and the
// elements the terminal draws. Figures only: the times are never a budget.
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDemoProcess } from './lib/demo-process';
import { sized } from './lib/mode';
import { chromiumArgs, chromiumPath, outDir } from './lib/paths';
import type { Report } from './lib/report';

const clicks = sized(Number(process.env.BENCH_TERMINAL_CLICKS ?? 10), 2);
const bigItems = 120_000;
const cart = {
  items: [{ id: 1, title: 'Round straw cross body bag', price: 100, quantity: 1 }],
  cartTotal: 100,
  itemCount: 1,
  selectedDate: '2026-11-21',
};

/** Pays once at the retail checkout; with `enlarge`, the first provider answer is ~1 MB. */
async function payWithAnswers(browser: Browser, appUrl: string, enlarge: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let answerBytes = 0;
  await page.route('**/api/wpservices', async (route) => {
    const response = await route.fetch();
    if (!enlarge || answerBytes > 0) return route.fulfill({ response });
    const result: { body: Record<string, unknown> } = await response.json();
    result.body = { ...result.body, items: Array.from({ length: bigItems }, () => ({ i: 0 })) };
    const body = JSON.stringify(result);
    answerBytes = body.length;
    return route.fulfill({ response, body });
  });
  await page.goto(`${appUrl}/retail/plp`);
  await page.waitForFunction(() => window.localStorage.getItem('sjd:siteConfig') !== null);
  await page.evaluate((basket) => {
    const stored = JSON.parse(window.localStorage.getItem('sjd:siteConfig') ?? '{}');
    const data = { ...stored.data, integrationType: 'Modular', clientIntegrationType: 'Direct' };
    window.localStorage.setItem('sjd:siteConfig', JSON.stringify({ ...stored, data }));
    window.localStorage.setItem('sjd:cart', JSON.stringify({ version: 1, data: basket }));
  }, cart);
  await page.goto(`${appUrl}/retail/checkout`);
  const form = page.getByRole('form', { name: 'Card payment' });
  const fields: [string, string][] = [
    ['Card number', '4000000000001000'],
    ['Cardholder name', 'Bench Shopper'],
    ['Expiry date', '05/35'],
    ['CVC', '555'],
    ['Address', '1 Bench Street'],
    ['City', 'London'],
    ['Postcode', 'AAAA'],
  ];
  for (const [label, value] of fields) await form.getByRole('textbox', { name: label }).fill(value);
  await form.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/retail\/success$/, { timeout: 120_000 });
  if (enlarge && answerBytes === 0) throw new Error('No provider answer was enlarged');
  return page;
}

/** Click → the next screen's heading, alternating between the basket and the product list. */
async function timeClicks(page: Page): Promise<number[]> {
  const times: number[] = [];
  const targets = [
    { link: page.getByRole('link', { name: /^Basket, / }), url: /\/retail\/basket$/ },
    { link: page.getByRole('link', { name: 'Start Shopping' }), url: /\/retail\/plp$/ },
  ];
  for (let i = 0; i < clicks; i += 1) {
    const target = targets[i % 2];
    if (!target) continue;
    const started = performance.now();
    await target.link.click();
    await page.waitForURL(target.url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const terminalNodes = (page: Page) =>
  page.getByRole('tabpanel', { name: 'API' }).evaluate((tab) => tab.querySelectorAll('*').length);

export async function benchTerminal(report: Report): Promise<void> {
  console.log(`Terminal: ${clicks} clicks in the shop with a ~1 MB answer in the terminal…`);
  const demo = await startDemoProcess({ logFile: join(outDir, 'terminal-demo.log') });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const enlarge of [false, true]) {
      const page = await payWithAnswers(browser, demo.appUrl, enlarge);
      const nodes = await terminalNodes(page);
      const times = await timeClicks(page);
      const label = enlarge ? 'with a ~1 MB answer shown' : 'with ordinary answers';
      report.figure(
        `terminal: shop click → next screen, ${label}`,
        `median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (${clicks} clicks)`,
      );
      report.figure(`terminal: elements drawn, ${label}`, String(nodes));
      await page.context().close();
    }
  } finally {
    await browser.close();
    await demo.stop();
  }
}
