// Keyboard focus in the shop (issue 35, item 11): on every screen change focus moves to the new
// screen's heading (it used to fall back to the page's body, so a keyboard user started again
// from the top: 18 Tabs to 'Enter Site'), and the skip link at the top of the shell lands there
// too. The heading is made focusable by script only (tabindex -1): it is not a Tab stop.

export const shopRegionId = 'shop';

/** Focuses the shop screen's first heading (or the shop region when it has none). */
export function focusShopHeading(): boolean {
  const region = document.getElementById(shopRegionId);
  if (!region) return false;
  const heading = region.querySelector<HTMLElement>('[data-shop-screen] h1, h1');
  const target = heading ?? region;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}
