// Brings what the visitor just opened into view in its scrolling panel (issue 44: a webhook's
// inspector opened near the foot of the terminal grew below the fold): as much of it as fits,
// nothing moved when it is already in view, smoothly unless the visitor asked for less motion.
// jsdom has no scrollIntoView: nothing happens there.
export function scrollIntoSight(element: HTMLElement | null): void {
  const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element?.scrollIntoView?.({ block: 'nearest', behavior: isReduced ? 'auto' : 'smooth' });
}
