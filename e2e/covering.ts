// The covering check (issue 14): on a page as a visitor sees it, every visible control — input,
// select, text area, button, link, tab, card-field frame — is scrolled into view and the element
// at its centre must be the control itself (or something inside it). Anything else (a popup, a
// floating button, a sticky bar, a notice) hides it from a shopper's tap or click.
import type { Frame, Page } from '@playwright/test';
import { expect } from './fixtures';

/** One control whose centre something else covers (or that cannot be brought into view). */
export interface CoveredControl {
  control: string;
  coveredBy: string;
}

/**
 * Waits until nothing on the page moves (CSS transitions and animations finished, e.g. a popup
 * that opens or a section that slides in), so the check sees the page at rest.
 */
export async function waitForStillPage(page: Page | Frame): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              // Infinite animations (spinners, progress bars) never finish: only finite ones.
              .filter((a) => a.playState === 'running')
              .filter((a) => {
                const timing = a.effect?.getComputedTiming();
                return timing !== undefined && timing.iterations !== Infinity;
              }).length,
        ),
      { message: 'the page stops moving' },
    )
    .toBe(0);
}

/**
 * Every visible control whose centre, once scrolled into view, is not the control. A frame (a
 * provider's page inside the shop) is checked within its own document.
 */
export async function coveredControls(page: Page | Frame): Promise<CoveredControl[]> {
  await waitForStillPage(page);
  return page.evaluate(() => {
    const selector = [
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'button',
      'a[href]',
      'iframe',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="combobox"]',
      '[role="menuitem"]',
      // Notices: a message the shopper must be able to read.
      '[role="alert"]',
      '[role="status"]',
    ].join(', ');

    const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const nameOf = (el: Element): string => {
      const label =
        el.getAttribute('aria-label') ??
        el.getAttribute('title') ??
        (el instanceof HTMLInputElement && el.labels?.[0] ? textOf(el.labels[0]) : null) ??
        el.getAttribute('placeholder') ??
        el.getAttribute('name');
      return (label ?? textOf(el)).slice(0, 60);
    };
    const describe = (el: Element): string => {
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      return `${role} "${nameOf(el)}"`;
    };
    /** The covering element, named by its nearest ancestor a reader can recognise. */
    const describeCover = (el: Element): string => {
      const named = el.closest('[aria-label], [id], button, a, [role]');
      const text = textOf(el).slice(0, 40);
      return `${el.tagName.toLowerCase()}${text ? ` "${text}"` : ''}${
        named && named !== el ? ` in ${describe(named)}` : ''
      }`;
    };

    const controls = Array.from(document.querySelectorAll(selector)).filter((el) => {
      // Not there for anyone: hidden from assistive technology and pointer alike.
      if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
      // A skip link shows only while it has focus, over the page by design (issue 35).
      if (el.matches('[data-skip-link]')) return false;
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      if (el.matches('[role="alert"], [role="status"]') && textOf(el) === '') return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });

    /** The scroll container (other than the window) of a sticky bar the control sits in. */
    const stickyScroller = (el: Element): Element | null => {
      let sticky: Element | null = null;
      for (let node: Element | null = el; node && !sticky; node = node.parentElement)
        if (getComputedStyle(node).position === 'sticky') sticky = node;
      for (let node = sticky?.parentElement ?? null; node; node = node.parentElement) {
        if (node === document.body || node === document.documentElement) return null;
        if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
      }
      return null;
    };

    /** What covers the control's centre once scrolled to `block`, or null when nothing does. */
    const coverOf = (el: Element, block: ScrollLogicalPosition): string | null => {
      // A bar that sticks to the top of its scroller is seen there: Chromium's scrollIntoView
      // places it by its unstuck position (off screen), so bring its scroller's top into view.
      const scroller = stickyScroller(el);
      if (scroller) scroller.scrollIntoView({ block: 'start', behavior: 'instant' });
      else el.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight)
        return 'outside the window after scrolling';
      // A disabled button takes no pointer events (so the point would pass through it): for the
      // check it does, so a popup over a disabled Pay button still counts.
      const style = el instanceof HTMLElement ? el.style : null;
      const before = style?.getPropertyValue('pointer-events') ?? '';
      style?.setProperty('pointer-events', 'auto', 'important');
      const hit = document.elementFromPoint(x, y);
      style?.setProperty('pointer-events', before);
      if (hit !== null && (hit === el || el.contains(hit))) return null;
      // A label drawn over its own field (an outlined text field's label) is the field.
      if (hit instanceof HTMLLabelElement && hit.control === el) return null;
      return hit ? describeCover(hit) : 'nothing (clipped away)';
    };

    // Three passes, as a shopper moves about: the least scrolling that shows each control (top
    // to bottom, then bottom to top, so sticky and floating things meet the page scrolled both
    // ways), and each control in the middle of its scroller.
    const passes: [ScrollLogicalPosition, Element[]][] = [
      ['nearest', controls],
      ['center', controls],
      ['nearest', [...controls].reverse()],
    ];
    const found: { control: string; coveredBy: string }[] = [];
    const reported = new Set<Element>();
    for (const [block, order] of passes) {
      for (const el of order) {
        if (reported.has(el)) continue;
        const cover = coverOf(el, block);
        if (cover === null) continue;
        reported.add(el);
        found.push({ control: describe(el), coveredBy: `${cover} (scrolled to ${block})` });
      }
    }
    return found;
  });
}
