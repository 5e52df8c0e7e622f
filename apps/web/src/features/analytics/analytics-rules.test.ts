import { describe, expect, it } from 'vitest';
import { isAnalyticsPossible, type AnalyticsContext } from './analytics-rules';

const base: AnalyticsContext = {
  host: 'demo.example',
  gaDomains: ['demo.example'],
  gaTrackingId: 'G-TEST',
  optOut: null,
};

describe('isAnalyticsPossible', () => {
  it.each<[string, Partial<AnalyticsContext>, boolean]>([
    ['allowed host, tracking id, no opt-out', {}, true],
    ['no tracking id (the default)', { gaTrackingId: '' }, false],
    ['host not in the allowed list', { host: 'localhost' }, false],
    ['empty allowed list', { gaDomains: [] }, false],
    ['local storage disables it', { optOut: 'true' }, false],
    ['another local storage value does not', { optOut: 'false' }, true],
  ])('%s → %s', (_name, change, expected) => {
    expect(isAnalyticsPossible({ ...base, ...change })).toBe(expected);
  });
});
