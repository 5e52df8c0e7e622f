// The trail the terminal shows (the live one, or a file or recording shown instead), for what a
// single step needs from the steps around it: a call's take-home code makes first what the call
// needs, from the answers before it (take-home/call-plan.ts).
// The context holds a stable reader, not the trail itself: a context whose value changed with
// every new step made React walk the whole trail's tree to look for readers on every step (the
// largest cost of a step with a long trail, issue 46 item 6). Only an opened step reads it, when
// it draws; the steps before a call never change, so what it read stays true.
import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import type { Trigger } from '../event-log';

export interface ShownTrailReader {
  read(): readonly Trigger[];
}

export const ShownTrail = createContext<ShownTrailReader>({ read: () => [] });

export const useShownTrail = () => useContext(ShownTrail).read();

/** A reader that always gives the latest `triggers`, and keeps its identity. */
export function useShownTrailReader(triggers: readonly Trigger[]): ShownTrailReader {
  const latest = useRef(triggers);
  useLayoutEffect(() => {
    latest.current = triggers;
  }, [triggers]);
  return useMemo(() => ({ read: () => latest.current }), []);
}
