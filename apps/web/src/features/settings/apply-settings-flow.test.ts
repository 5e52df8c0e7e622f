import { describe, expect, it } from 'vitest';
import { appStarted } from '../../lib/app-events';
import { sampleEnvironmentConfig } from '../../test/fixtures';
import { fakeDemoServer, storeWithLog } from '../../test/store';
import { triggerSaved } from '../event-log/event-log-slice';
import { selectDemoSettings, settingsApplied } from '../site-config/site-config-slice';

describe('apply-settings flow (spec §4 "Apply Settings")', () => {
  it('stores the settings, resets the payment journey and clears the terminal (kept for Undo)', () => {
    const { store, types } = storeWithLog();
    store.dispatch(triggerSaved({ name: 'Pay' }));
    const draft = { ...selectDemoSettings(store.getState()), currency: 'EUR' as const };
    store.dispatch(settingsApplied(draft));
    expect(types().slice(-4)).toEqual([
      'siteConfig/settingsApplied',
      'app/paymentJourneyReset',
      'eventLog/terminalCleared',
      'keptTrail/trailKept',
    ]);
    expect(store.getState().siteConfig.currency).toBe('EUR');
    expect(store.getState().eventLog.triggers).toEqual([]);
  });

  it('switching to Live fetches the Live environment config', async () => {
    const asked: string[] = [];
    const { store } = storeWithLog(
      undefined,
      undefined,
      fakeDemoServer(({ environment }) => ({
        config: async () => {
          asked.push(environment);
          return { ...sampleEnvironmentConfig, environment };
        },
      })),
    );
    store.dispatch(appStarted());
    await expect.poll(() => store.getState().environment.config?.environment).toBe('try');
    store.dispatch(
      settingsApplied({ ...selectDemoSettings(store.getState()), environment: 'live' }),
    );
    await expect.poll(() => store.getState().environment.config?.environment).toBe('live');
    expect(asked.at(-1)).toBe('live');
  });
});
