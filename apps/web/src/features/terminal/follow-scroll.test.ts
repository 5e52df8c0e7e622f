import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animationMs } from '../../themes/breakpoints';
import { scrollToEnd } from './follow-scroll';

/** A scroller 200 px high holding 1000 px: its end is at 800. */
function scroller(): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'scrollHeight', { value: 1000 });
  Object.defineProperty(element, 'clientHeight', { value: 200 });
  return element;
}

describe('scrollToEnd', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] }),
  );
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("takes spec §9's fast animation to reach the end, eased, then says so", () => {
    const element = scroller();
    const done = vi.fn();
    scrollToEnd(element, animationMs.fast, done);
    vi.advanceTimersByTime(animationMs.fast / 2);
    expect(element.scrollTop).toBeGreaterThan(400);
    expect(element.scrollTop).toBeLessThan(800);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(animationMs.fast);
    expect(element.scrollTop).toBe(800);
    expect(done).toHaveBeenCalledOnce();
  });

  it('stops where it is when stopped', () => {
    const element = scroller();
    const stop = scrollToEnd(element, animationMs.fast, vi.fn());
    vi.advanceTimersByTime(50);
    stop();
    const reached = element.scrollTop;
    vi.advanceTimersByTime(animationMs.fast);
    expect(element.scrollTop).toBe(reached);
  });

  it('jumps at once for a visitor who prefers less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const element = scroller();
    const done = vi.fn();
    scrollToEnd(element, animationMs.fast, done);
    expect(element.scrollTop).toBe(800);
    expect(done).toHaveBeenCalledOnce();
  });
});
