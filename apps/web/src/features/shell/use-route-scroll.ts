// Spec §2 "Scrolling: routes either keep or reset scroll position; base and catch-all routes
// scroll to top." The shop scrolls inside the device frame, so the browser's own restoration
// does not apply: positions are remembered per history entry and restored for 'keep' routes.
import { useLayoutEffect, useState } from 'react';
import type { ScrollRule } from '../../config/paths';

/** Scroll positions per history entry of one scroll container. */
class ScrollMemory {
  private readonly positions = new Map<string, number>();
  private readonly elements = new WeakSet<HTMLElement>();

  /** Restores (or resets) the entry's position, then records it as the visitor scrolls. */
  enter(element: HTMLElement, key: string, rule: ScrollRule): () => void {
    const saved = this.positions.get(key);
    const position = rule === 'keep' && saved !== undefined ? saved : 0;
    // Setting scrollTop lays the page out there and then, inside React's commit: at the first
    // load that was the whole page's first layout (~45 ms on the bench machine). An element
    // just made is at the top already.
    if (position !== 0 || this.elements.has(element)) element.scrollTop = position;
    this.elements.add(element);
    const remember = () => this.positions.set(key, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }
}

/**
 * `container` is the scroll element itself (from a callback ref): the device frame builds a new
 * one when the view switches between mobile and desktop, and that one must be tracked too.
 */
export function useRouteScroll(
  container: HTMLElement | null,
  entryKey: string,
  rule: ScrollRule,
): void {
  const [memory] = useState(() => new ScrollMemory());
  useLayoutEffect(
    () => (container ? memory.enter(container, entryKey, rule) : undefined),
    [container, memory, entryKey, rule],
  );
}
