// Opening a shared journey link (issue 32): when the page's fragment holds one, the shop's
// settings become the link's, and the terminal shows its trail as a recording. The fragment is
// then taken off the address (a reload or a bookmark is the visitor's own demo again). A broken
// link leaves everything as it was and says why. The link's reader loads only when there is one.
import { useEffect } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { settingsApplied } from '../../site-config';
import type { Trigger } from '../../event-log';

export function useSharedJourney(
  onJourney: (triggers: Trigger[]) => void,
  onBroken: (message: string) => void,
): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const { hash, href, pathname, search } = window.location;
    if (!hash.startsWith('#journey=')) return;
    let isCurrent = true;
    void import('../share/share-link').then(({ openShareLink }) => {
      if (!isCurrent) return;
      const opened = openShareLink(hash, href);
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      if (opened.kind === 'journey') {
        dispatch(settingsApplied(opened.journey.settings));
        onJourney(opened.journey.triggers);
      } else if (opened.kind === 'broken') {
        onBroken(opened.message);
      }
    });
    return () => {
      isCurrent = false;
    };
    // Once, when the terminal first shows: the fragment is the page's, not the terminal's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
