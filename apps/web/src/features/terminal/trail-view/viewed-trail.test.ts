import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../event-log';
import { threeDsTrail } from '../code/trail-fixture';
import {
  longestPauseMs,
  pauseBefore,
  replayLength,
  replayPrefix,
  untimedPauseMs,
} from './viewed-trail';

const names = (triggers: Trigger[]) =>
  triggers.map((trigger) => `${trigger.name}:${trigger.events.length}`);

describe('replay', () => {
  it('counts one step per event', () => {
    expect(replayLength(threeDsTrail)).toBe(8);
  });

  it.each([
    [0, []],
    [1, ['Pay with card:1']],
    [2, ['Pay with card:2']],
    [3, ['Pay with card:2', 'Device data collected:1']],
    [8, ['Pay with card:2', 'Device data collected:2', 'Challenge received:4']],
    [99, ['Pay with card:2', 'Device data collected:2', 'Challenge received:4']],
  ])('after %i steps shows %j', (position, expected) => {
    expect(names(replayPrefix(threeDsTrail, position))).toEqual(expected);
  });

  it('shows an empty trigger once it is passed', () => {
    const trail: Trigger[] = [
      { id: 1, name: 'Empty', events: [] },
      { id: 2, name: 'Pay', events: threeDsTrail[0]?.events ?? [] },
    ];
    expect(names(replayPrefix(trail, 0))).toEqual(['Empty:0']);
    expect(names(replayPrefix(trail, 1))).toEqual(['Empty:0', 'Pay:1']);
  });

  it('waits as the recording did, within bounds', () => {
    const events = threeDsTrail.flatMap((trigger) => trigger.events);
    const [first, second] = events;
    if (!first?.at || !second?.at) throw new Error('the fixture is timed');
    expect(pauseBefore(threeDsTrail, 1)).toBe(Math.max(second.at - first.at, 150));
    const slow: Trigger[] = [
      {
        id: 1,
        name: 'Slow',
        events: [
          { ...first, at: 0 },
          { ...second, at: 60_000 },
        ],
      },
    ];
    expect(pauseBefore(slow, 1)).toBe(longestPauseMs);
    const untimed: Trigger[] = [
      {
        id: 1,
        name: 'Untimed',
        events: [
          { ...first, at: undefined },
          { ...first, at: undefined },
        ],
      },
    ];
    expect(pauseBefore(untimed, 1)).toBe(untimedPauseMs);
    expect(pauseBefore(threeDsTrail, 8)).toBe(0);
  });
});
