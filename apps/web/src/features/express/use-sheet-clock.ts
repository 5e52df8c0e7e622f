// The demo sheet's clock: how far the sheet has played, counted only while it runs (a paused or
// buffering video stops it), reported at the cues that matter — the overlays fading in after
// about 4 s (spec §9), PayPal's review page being left, Google Pay's mobile image closing after
// 6000 ms. Timers, not the video's own time, so the image dialog keeps the same clock and tests
// drive it with fake timers.
import { useEffect, useRef, useState } from 'react';

/** The latest cue (ms) the sheet has reached while running; 0 before the first. */
export function useSheetClock(running: boolean, cues: readonly number[]): number {
  const [reached, setReached] = useState(0);
  const elapsed = useRef(0);
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    const base = elapsed.current;
    const timers = cues
      .filter((cue) => cue > base)
      .map((cue) => window.setTimeout(() => setReached((last) => Math.max(last, cue)), cue - base));
    return () => {
      elapsed.current = base + (Date.now() - startedAt);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [running, cues]);
  return reached;
}
