// Reads the terminal (apps/web features/terminal: EventTrail, TrailStep) from its DOM: the API
// tab's list 'API calls' holds one item per trigger (an h3) with its steps (a call — request and
// response — or a plain-text step, each one item), and compares it with a journey's expected
// trail.
import type { Page } from '@playwright/test';
import { contrast } from './axe';
import { expect } from './fixtures';

/** One step of the terminal: its title, and for an HTTP exchange the API, method, URL, status. */
export interface TrailEvent {
  title: string;
  /** 'request' or 'response' for an HTTP exchange; null for a plain-text step. */
  type: string | null;
  api: string | null;
  method: string | null;
  url: string | null;
  status: number | null;
}

export interface TrailTrigger {
  name: string;
  events: TrailEvent[];
}

/**
 * The terminal's trail as its DOM shows it: the API tab's list of triggers and their steps. A
 * call (one row on screen: request and response) reads as its request and, once answered, its
 * response; the facts come from the row's data attributes (TrailStep's `dataOf`). A journey's
 * result card is not a step.
 */
export function readTrail(page: Page): Promise<TrailTrigger[]> {
  return page.getByRole('list', { name: 'API calls' }).evaluate((list) =>
    Array.from(list.children).map((trigger) => ({
      name: trigger.querySelector('h3')?.textContent ?? '',
      events: Array.from(trigger.querySelectorAll<HTMLElement>(':scope > ol > li')).flatMap(
        (step): TrailEvent[] => {
          const data = step.dataset;
          const title = data.title ?? '';
          if (data.kind === 'note') {
            return [{ title, type: null, api: null, method: null, url: null, status: null }];
          }
          const exchange = {
            title,
            api: data.api ?? null,
            method: data.method ?? null,
            url: data.url ?? null,
          };
          const response = {
            ...exchange,
            type: 'response',
            status: data.status ? Number(data.status) : null,
          };
          if (data.kind === 'answer') return [response];
          const request = { ...exchange, type: 'request', status: null };
          return data.answered ? [request, response] : [request];
        },
      ),
    })),
  );
}

/** A trigger the provider's event stream made ('Webhook: authorized'), not a journey. */
export const isWebhookTrigger = (name: string) => name.startsWith('Webhook: ');

/**
 * The trail in one line per trigger, 'Trigger: step → step', where an HTTP exchange (a request
 * and its response) is one step 'Title status' and a plain-text step is its title. An exchange
 * that is not well formed says so in its step, so the comparison fails on it: a request without
 * the API's name or sent elsewhere than the provider, or a response to another call.
 */
export function summariseTrail(trail: readonly TrailTrigger[], providerUrl: string): string[] {
  // The provider's events (issue 30) arrive on their own schedule, between or after a journey's
  // calls: a trail compared here is the calls', and webhook triggers are read on their own.
  return trail
    .filter(({ name }) => !isWebhookTrigger(name))
    .map(({ name, events }) => {
      const steps: string[] = [];
      for (let index = 0; index < events.length; index += 1) {
        const event = events[index];
        if (!event) continue;
        if (event.type !== 'request') {
          steps.push(event.title);
          continue;
        }
        const problems = [
          event.api ? null : 'no API name',
          event.url?.startsWith(`${providerUrl}/`) ? null : `sent to ${event.url}`,
        ].filter(Boolean);
        const answer = events[index + 1];
        if (answer?.type !== 'response' || answer.title !== event.title) {
          steps.push(`${event.title} (no answer)`);
          continue;
        }
        index += 1;
        if (
          answer.api !== event.api ||
          answer.method !== event.method ||
          answer.url !== event.url
        ) {
          problems.push(`answers ${answer.api} ${answer.method} ${answer.url}`);
        }
        const status = answer.status ?? '(no status)';
        steps.push(`${event.title} ${status}${problems.length ? ` (${problems.join('; ')})` : ''}`);
      }
      return `${name}: ${steps.join(' → ')}`;
    });
}

/** The terminal shows exactly these triggers and steps, in order (see summariseTrail). */
export async function expectTrail(page: Page, providerUrl: string, expected: readonly string[]) {
  await expect(page.getByRole('list', { name: 'API calls' })).toBeVisible();
  // The last steps land around the time the result screen shows: wait for the whole trail.
  await expect
    .poll(async () => summariseTrail(await readTrail(page), providerUrl))
    .toEqual(expected);
}

/** The terminal header's controls (issue 44): its tabs, then its three icon buttons. */
export const headerButtons = ['Share journey', 'Clear trail', 'More trail actions'] as const;

/**
 * The terminal's header is one row: the tabs and each header button share a line (their
 * vertical middles inside the tab row), all inside the terminal's width. Returns the row's height.
 */
export async function expectOneHeaderRow(page: Page): Promise<number> {
  const tabs = await page.getByRole('tablist', { name: 'Terminal' }).boundingBox();
  const panel = await page.getByRole('tabpanel', { name: /^(API|DIAGRAM|STYLES)$/ }).boundingBox();
  if (!tabs || !panel) throw new Error('no terminal header');
  for (const name of headerButtons) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    if (!box) throw new Error(`no ${name} button`);
    const middle = box.y + box.height / 2;
    expect(middle, name).toBeGreaterThan(tabs.y);
    expect(middle, name).toBeLessThan(tabs.y + tabs.height);
    expect(box.x + box.width, name).toBeLessThanOrEqual(panel.x + panel.width + 1);
  }
  return tabs.height;
}

/**
 * The contrast of the focused element's outline against the terminal's background, as the
 * browser draws them; 0 when it draws no ring (none, or thinner than 2 px).
 */
export async function focusRingContrast(page: Page): Promise<number> {
  const drawn = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) return null;
    const style = getComputedStyle(focused);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return null;
    // The first ancestor that paints a background: the terminal's dark panel.
    let background = 'rgb(255, 255, 255)';
    for (let node: Element | null = focused; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (!colour.endsWith(', 0)') && colour !== 'transparent') {
        background = colour;
        break;
      }
    }
    return { outline: style.outlineColor, background };
  });
  return drawn ? contrast(drawn.outline, drawn.background) : 0;
}
