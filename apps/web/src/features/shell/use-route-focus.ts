// Moves focus to the new screen's heading when the shop's screen changes (not on the first
// load: a page that opens does not take the visitor's focus anywhere). Focus inside a frame or
// a field the new screen focused itself (a dialog, autofocus) is left alone, and so is focus on a
// screen a shared journey's replay opened (`isReplay`): the visitor is on the terminal's controls.
import { useEffect, useRef } from 'react';
import { focusShopHeading, shopRegionId } from './focus-shop';

export function useRouteFocus(screenKey: string, isReplay = false): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current || isReplay) {
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
    // Only a new screen moves focus; whether it is replayed is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screenKey]);
}
