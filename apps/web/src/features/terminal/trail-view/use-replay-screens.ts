// The device frame follows a shared journey's replay (issue 44): at each step the shop shows the
// screen that step happened on (replay-screens.ts), opened with the replay's navigation state so
// the screen only shows — nothing runs, the basket stays, focus stays on the terminal. Back at
// step 0 (Play again) it shows where the link opened; leaving the recording goes back there.
// Each screen replaces the history entry: Back leaves the demo as it would have before.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { shopOfPath } from '../../../config/paths';
import { replayNavigationState } from '../../../lib/navigation-state';
import { replayScreenAt } from './replay-screens';
import type { ViewedTrail } from './viewed-trail';

/** Drives the shop through a replay's screens; returns what puts it back when the replay ends. */
export function useReplayScreens(viewed: ViewedTrail | null): () => void {
  const navigate = useNavigate();
  const replay = viewed?.kind === 'replay' ? viewed : null;
  const openedAt = replay?.openedAt ?? null;
  const shop = openedAt === null ? null : shopOfPath(openedAt);
  const screen = replay && shop ? replayScreenAt(replay.triggers, replay.position, shop) : null;
  const path = screen?.path ?? openedAt;
  const latestStep = screen?.latestStep ?? null;

  // What was last shown: a step on the same screen only brings its new latest step.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (path === null) {
      shown.current = null;
      return;
    }
    const key = `${path}\n${latestStep ?? ''}`;
    const isFirst = shown.current === null;
    if (key === shown.current || (isFirst && path === window.location.pathname)) {
      shown.current = key;
      return;
    }
    shown.current = key;
    navigate(path, { replace: true, state: replayNavigationState({ latestStep }) });
  }, [path, latestStep, navigate]);

  return useCallback(() => {
    shown.current = null;
    if (openedAt !== null && openedAt !== window.location.pathname) {
      navigate(openedAt, { replace: true });
    }
  }, [openedAt, navigate]);
}
