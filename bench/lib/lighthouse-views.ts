// Lighthouse on the screens a visitor opens with a click (bench/lighthouse.ts, the `views` table):
// user flows on the bench's Chromium through puppeteer. Each run: a fresh page loads the
// address and is brought to the point before the click (not measured: `setUp`), a timespan
// covers the click that opens the screen until it shows (`open`: its performance score), and a
// snapshot of the screen gives its accessibility score. Mobile, as the pages are measured.
import { startFlow } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { sharedJourneyUrl } from './shared-journey';

export interface View {
  name: string;
  what: string;
  url(appUrl: string): string;
  setUp(page: Page): Promise<void>;
  open(page: Page): Promise<void>;
}

export interface ViewRun {
  performance: number;
  accessibility: number;
  /** The timespan's blocking time and layout shift, as Lighthouse shows them. */
  timings: string[];
  /** Accessibility audits that failed in the snapshot. */
  accessibilityFailures: string[];
}

const timeout = 30_000;
const aria = (name: string, role: string) => `::-p-aria([name="${name}"][role="${role}"])`;

async function click(page: Page, selector: string): Promise<void> {
  await page.locator(selector).setTimeout(timeout).click();
}

async function shown(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true, timeout });
}

/** Clicks the first button of `scope` whose text, without spaces, starts with `prefix`'s. */
async function clickButtonStartingWith(page: Page, scope: string, prefix: string): Promise<void> {
  const handle = await page.waitForFunction(
    (scopeSelector: string, start: string) =>
      [...document.querySelectorAll(`${scopeSelector} button`)].find((button) =>
        (button.getAttribute('aria-label') ?? button.textContent ?? '')
          .replace(/\s+/g, '')
          .startsWith(start.replace(/\s+/g, '')),
      ) ?? null,
    { timeout },
    scope,
    prefix,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`No button starting "${prefix}" in ${scope}`);
  await (element as Awaited<ReturnType<Page['$']>> & object).click();
}

/** The phone's Terminal tab, on a shared journey's page (its notice says the tab replays it). */
async function openSharedJourneyTerminal(page: Page): Promise<void> {
  await click(page, '#tab-terminal');
  await shown(page, aria('Recording of a shared journey', 'region'));
}

export const views: readonly View[] = [
  {
    name: 'orders',
    what: 'the Orders back office (a phone: its tab), on retail',
    url: (appUrl) => `${appUrl}/retail/plp`,
    setUp: (page) => shown(page, '#tab-orders'),
    open: async (page) => {
      await click(page, '#tab-orders');
      await shown(page, aria('Orders', 'region'));
    },
  },
  {
    name: 'terminal-code',
    what: "the terminal's Code view of a shared 3DS journey's payment",
    url: sharedJourneyUrl,
    setUp: async (page) => {
      await openSharedJourneyTerminal(page);
      // The recording's first two steps: the payment sent and answered.
      for (let step = 0; step < 2; step += 1) await click(page, aria('Next', 'button'));
      await clickButtonStartingWith(page, '#terminal-panel-api', '1. Payment');
    },
    open: async (page) => {
      await click(page, aria('Code', 'button'));
      await shown(page, '::-p-aria(Payment as curl)');
    },
  },
  {
    name: 'terminal-diagram',
    what: "the terminal's DIAGRAM of a shared 3DS journey, replayed to its end",
    url: sharedJourneyUrl,
    setUp: async (page) => {
      await openSharedJourneyTerminal(page);
      await click(page, aria('Play', 'button'));
      await shown(page, aria('Play again', 'button'));
    },
    open: async (page) => {
      await click(page, '#terminal-tab-diagram');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[role="img"]')].some((image) =>
            (image.getAttribute('aria-label') ?? '').startsWith('Sequence diagram of the trail'),
          ),
        { timeout },
      );
    },
  },
];

const timingAudits = [
  'total-blocking-time',
  'cumulative-layout-shift',
  'interaction-to-next-paint',
];

/** One run of a view's flow on the Chromium listening on `port`. */
export async function measureView(view: View, appUrl: string, port: number): Promise<ViewRun> {
  const browser: Browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    const flow = await startFlow(page, { name: view.name });
    await flow.navigate(view.url(appUrl));
    await view.setUp(page);
    await flow.startTimespan();
    await view.open(page);
    await flow.endTimespan();
    await flow.snapshot();
    const { steps } = await flow.createFlowResult();
    const timespan = steps[1]?.lhr;
    const snapshot = steps[2]?.lhr;
    if (!timespan || !snapshot)
      throw new Error(`${view.name}: the flow has no timespan or snapshot`);
    const audits = snapshot.audits;
    return {
      performance: timespan.categories.performance?.score ?? 0,
      accessibility: snapshot.categories.accessibility?.score ?? 0,
      timings: timingAudits
        .map((id) => timespan.audits[id])
        .filter((audit) => audit?.displayValue)
        .map((audit) => `${audit?.title}: ${audit?.displayValue}`),
      accessibilityFailures: (snapshot.categories.accessibility?.auditRefs ?? [])
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => audit?.id ?? ''),
    };
  } finally {
    await page.close().catch(() => {});
    await browser.disconnect();
  }
}
