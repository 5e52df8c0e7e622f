// Moves focus to the new screen's heading when the shop's screen changes (not on the first
// load: a page that opens does not take the visitor's focus anywhere). Focus inside a frame or
// a field the new screen focused itself (a dialog, autofocus) is left alone.
import { useEffect, useRef } from 'react';
import { focusShopHeading, shopRegionId } from './focus-shop';

export function useRouteFocus(screenKey: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the new screen has painted (its heading exists).
    const frame = window.requestAnimationFrame(() => {
      const active = document.activeElement;
      const region = document.getElementById(shopRegionId);
      const isOnNewControl =
        active !== null &&
        active !== document.body &&
        active.isConnected &&
        region?.contains(active) === true &&
        active.tagName !== 'BUTTON' &&
        active.tagName !== 'A';
      if (!isOnNewControl) focusShopHeading();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [screenKey]);
}
