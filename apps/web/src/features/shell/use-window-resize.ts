// Spec §4 "Device view": the window width is checked on resize, debounced 200 ms (and once on
// mount), so a desktop view on a window narrower than xLarge switches to mobile. Returns the
// last measured width.
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { resizeDebounceMs } from '../../themes/breakpoints';
import { windowResized } from './app-wrapper-slice';

export function useWindowResize(): number {
  const dispatch = useAppDispatch();
  // Read while rendering, before this commit changes the page: read in the mount effect, after
  // the shop's first commit, it made the browser lay out the whole new page inside that task.
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    dispatch(windowResized({ width }));
  }, [dispatch, width]);
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWidth(window.innerWidth), resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    // A resize between the render that read the width and this listener (a phone turned while
    // the shop starts) is caught by one check, debounced like the others.
    onResize();
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
  return width;
}
