import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScrollRule } from '../../config/paths';
import { useRouteScroll } from './use-route-scroll';

/** A scroll element that counts the writes to scrollTop (each one lays the page out). */
function scrollElement() {
  const element = document.createElement('div');
  let top = 0;
  const writes: number[] = [];
  Object.defineProperty(element, 'scrollTop', {
    get: () => top,
    set: (value: number) => {
      writes.push(value);
      top = value;
    },
  });
  return {
    element,
    writes,
    scrollTo: (value: number) => ((top = value), element.dispatchEvent(new Event('scroll'))),
  };
}

describe('useRouteScroll', () => {
  it('leaves a new scroll element alone, resets on a new entry, restores a kept one', () => {
    const { element, writes, scrollTo } = scrollElement();
    const { rerender } = renderHook(
      ({ entry, rule }: { entry: string; rule: ScrollRule }) =>
        useRouteScroll(element, entry, rule),
      { initialProps: { entry: 'plp', rule: 'keep' } },
    );
    // Just made: at the top already, and writing scrollTop would force a layout.
    expect(writes).toEqual([]);

    scrollTo(150);
    rerender({ entry: 'pdp', rule: 'reset' });
    expect(writes).toEqual([0]);
    rerender({ entry: 'plp', rule: 'keep' });
    expect(writes).toEqual([0, 150]);
  });

  it('restores a kept position on a new element (the device view switched)', () => {
    const first = scrollElement();
    const { rerender } = renderHook(
      ({ element }: { element: HTMLElement }) => useRouteScroll(element, 'plp', 'keep'),
      { initialProps: { element: first.element } },
    );
    first.scrollTo(80);
    const second = scrollElement();
    rerender({ element: second.element });
    expect(second.writes).toEqual([80]);
  });
});
