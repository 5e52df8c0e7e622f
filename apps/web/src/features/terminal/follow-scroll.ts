// The terminal follows the journey: a new step scrolls into view over spec §9's fast animation
// (350 ms, eased), or at once for a visitor who prefers less motion.

const prefersLessMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Scrolls `element` to its end in `durationMs`; `onDone` runs when it gets there. Returns a
 * function that stops it (a newer step, the terminal gone).
 */
export function scrollToEnd(element: HTMLElement, durationMs: number, onDone: () => void) {
  const from = element.scrollTop;
  const target = () => element.scrollHeight - element.clientHeight;
  if (durationMs <= 0 || prefersLessMotion() || target() <= from) {
    element.scrollTop = target();
    onDone();
    return () => undefined;
  }
  const start = performance.now();
  let frame = requestAnimationFrame(function step(now: number) {
    const progress = Math.min(1, (now - start) / durationMs);
    element.scrollTop = from + (target() - from) * easeOut(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
    else onDone();
  });
  return () => cancelAnimationFrame(frame);
}
