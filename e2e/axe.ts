// axe for the journeys: one way to run it and report its serious and critical findings.
//
// axe measures the colours as they are drawn at that moment. A control caught mid-transition
// (MUI's contained button fading from disabled to enabled once a form is filled) has the
// contrast of neither state, and a check run then failed on a loaded machine now and again. So
// every run first waits for the page's finite animations and transitions to end; an endless
// one (a spinner) is not waited for.
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import type { Result } from 'axe-core';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** The shop inside the device frame (the shell around it has its own checks, a11y.spec). */
export const shopRegion = '[role="region"][aria-label^="Shop "]';

export interface AxeScope {
  /** A selector the check is limited to; the whole page without it. */
  include?: string;
  /** Into the frames (axe's default), or the host page only. */
  iframes?: boolean;
  /** The WCAG 2.1 A and AA rules (the default), or every rule axe has. */
  rules?: 'wcag' | 'all';
}

/** Serious or critical findings, as 'rule: target, target' lines. */
export function seriousOf(violations: readonly Result[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits (up to 5 s) until no finite animation or transition in the document is running. */
export async function animationsSettled(target: Page | Frame): Promise<void> {
  await target
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return animation.playState !== 'running' || timing?.endTime === Infinity;
        }),
      undefined,
      { timeout: 5_000 },
    )
    // Still moving after 5 s: axe runs as it would have, and reports what it sees.
    .catch(() => undefined);
}

/** axe's serious and critical findings, once the page has stopped moving. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  if (scope.include) builder.include(scope.include);
  if (scope.iframes === false) builder.options({ iframes: false });
  if (scope.rules !== 'all') builder.withTags(wcagTags);
  return seriousOf((await builder.analyze()).violations);
}

/** WCAG relative luminance contrast of two 'rgb(r, g, b)' colours (what axe does not weigh itself). */
export function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
