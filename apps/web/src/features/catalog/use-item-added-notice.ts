// Spec §2 pdp: "An 'Item added' notification appears for 2 seconds when the cart total rises."
// The notice follows the total, not the button: whatever raises the total shows it, and a second
// add while it shows keeps it up for another 2 seconds.
import { useEffect, useState } from 'react';

/** Spec §9 "'Item added' notice 2 seconds". */
export const itemAddedNoticeMs = 2000;

export function useItemAddedNotice(cartTotal: number): boolean {
  const [previousTotal, setPreviousTotal] = useState(cartTotal);
  // Each rise gets a number; the notice shows until the timer of the latest rise has run out.
  const [latestRise, setLatestRise] = useState(0);
  const [expiredRise, setExpiredRise] = useState(0);

  // Adjusting state while rendering (not in an effect) so the notice shows in the same paint.
  if (cartTotal !== previousTotal) {
    setPreviousTotal(cartTotal);
    if (cartTotal > previousTotal) setLatestRise(latestRise + 1);
  }

  const isShown = latestRise > expiredRise;
  useEffect(() => {
    if (!isShown) return;
    const timer = setTimeout(() => setExpiredRise(latestRise), itemAddedNoticeMs);
    return () => clearTimeout(timer);
  }, [isShown, latestRise]);

  return isShown;
}
