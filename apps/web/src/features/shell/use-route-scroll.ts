// Spec §2 "Scrolling: routes either keep or reset scroll position; base and catch-all routes
// scroll to top." The shop scrolls inside the device frame, so the browser's own restoration
// does not apply: positions are remembered per history entry and restored for 'keep' routes.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { ScrollRule } from '../../config/paths';

/** Scroll positions per history entry of one scroll container. */
class ScrollMemory {
  private readonly positions = new Map<string, number>();
  private currentKey = '';

  track(element: HTMLElement): () => void {
    const remember = () => this.positions.set(this.currentKey, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }

  enter(element: HTMLElement, key: string, rule: ScrollRule): void {
    this.currentKey = key;
    const saved = this.positions.get(key);
    element.scrollTop = rule === 'keep' && saved !== undefined ? saved : 0;
  }
}

export function useRouteScroll(
  container: RefObject<HTMLElement | null>,
  entryKey: string,
  rule: ScrollRule,
): void {
  const [memory] = useState(() => new ScrollMemory());

  useEffect(() => {
    const element = container.current;
    return element ? memory.track(element) : undefined;
  }, [container, memory]);

  useLayoutEffect(() => {
    const element = container.current;
    if (element) memory.enter(element, entryKey, rule);
  }, [container, memory, entryKey, rule]);
}
