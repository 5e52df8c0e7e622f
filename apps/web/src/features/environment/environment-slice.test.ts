import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { sampleEnvironmentConfig } from '../../test/fixtures';
import {
  environmentConfigFailed,
  environmentConfigLoaded,
  environmentConfigRequested,
  environmentSlice,
  initialEnvironmentState,
  type EnvironmentState,
} from './environment-slice';

const loading: EnvironmentState = { ...initialEnvironmentState, loading: true, requested: 'try' };
const liveConfig = { ...sampleEnvironmentConfig, environment: 'live' as const };

const cases: [string, EnvironmentState, UnknownAction, EnvironmentState][] = [
  ['request starts loading', initialEnvironmentState, environmentConfigRequested('try'), loading],
  [
    'config for the pending request is stored',
    loading,
    environmentConfigLoaded(sampleEnvironmentConfig),
    { ...loading, loading: false, configFetched: true, config: sampleEnvironmentConfig },
  ],
  [
    'ignored: config nobody asked for',
    initialEnvironmentState,
    environmentConfigLoaded(sampleEnvironmentConfig),
    initialEnvironmentState,
  ],
  [
    'ignored: config for another environment',
    loading,
    environmentConfigLoaded(liveConfig),
    loading,
  ],
  [
    'failure is recorded',
    loading,
    environmentConfigFailed('offline'),
    { ...loading, loading: false, error: 'offline' },
  ],
  [
    'ignored: failure when nothing is pending',
    initialEnvironmentState,
    environmentConfigFailed('late'),
    initialEnvironmentState,
  ],
  ['ignored: unrelated event', loading, { type: 'cart/itemAdded' }, loading],
];

describe('environment slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(environmentSlice.reducer(state, action)).toEqual(expected);
  });
});
