// A trail the terminal shows instead of the live one (issue 32): a file opened (read-only) or a
// shared journey's recording, replayed step by step. Each step of a replay is one event — a
// request, then its answer — so the replay shows the calls as they went; Play waits between
// steps as long as the recording did, a pause over 3 s shortened to 3 s (a shopper reading a
// challenge page is not worth watching), one with no recorded time taking 0.6 s.
import type { Trigger } from '../../event-log';
import type { TrailFileFormat } from '../har/trail-import';

export type ViewedTrail =
  | { kind: 'file'; name: string; format: TrailFileFormat; triggers: Trigger[] }
  | {
      kind: 'replay';
      triggers: Trigger[];
      position: number;
      /** The page the link opened (the shop's splash): step 0's screen, and where leaving goes. */
      openedAt: string;
    };

export const longestPauseMs = 3_000;
export const untimedPauseMs = 600;
const shortestPauseMs = 150;

/** How many steps a replay has: every event of every trigger. */
export function replayLength(triggers: readonly Trigger[]): number {
  return triggers.reduce((sum, trigger) => sum + trigger.events.length, 0);
}

/**
 * The trail as it stood after `position` steps: the triggers reached so far, the last one with
 * the events reached (a trigger shows once its first event does; an empty one when it is passed).
 */
export function replayPrefix(triggers: readonly Trigger[], position: number): Trigger[] {
  const shown: Trigger[] = [];
  let left = position;
  for (const trigger of triggers) {
    if (left <= 0 && trigger.events.length > 0) break;
    const events = trigger.events.slice(0, Math.max(left, 0));
    shown.push({ ...trigger, events });
    left -= trigger.events.length;
  }
  return shown;
}

/** How long Play waits before step `position + 1` (after showing `position` steps). */
export function pauseBefore(triggers: readonly Trigger[], position: number): number {
  const events = triggers.flatMap((trigger) => trigger.events);
  const previous = events[position - 1];
  const next = events[position];
  if (!next) return 0;
  if (previous?.at === undefined || next.at === undefined) {
    return next.type === 'response' && next.responseTime !== undefined
      ? Math.min(Math.max(next.responseTime, shortestPauseMs), longestPauseMs)
      : untimedPauseMs;
  }
  return Math.min(Math.max(next.at - previous.at, shortestPauseMs), longestPauseMs);
}
