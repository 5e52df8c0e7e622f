// What a test card's outcome needs from the settings (issue 35): the scenario table says which
// checks an entry needs (3DS, FraudSight); here they meet the demo's toggles. The popup says when
// the current settings would not give the card's outcome and offers to switch them in one click;
// the switch is recorded in the trail as a settings change, so the audience sees why the next
// payment behaves differently.
import type { TestCardEntry, TestCardNeed } from '@sjd/sandbox/scenarios';
import type { AppStartListening } from '../../lib/listener';
import { apiEventRecorded, triggerSaved } from '../event-log';
import { testCardSettingsSwitched, type DemoSettings } from '../site-config';

type NeedSetting = 'allow3DS' | 'allowFraudSight';

export const needSettings: Readonly<Record<TestCardNeed, { setting: NeedSetting; name: string }>> =
  {
    threeDS: { setting: 'allow3DS', name: '3DS' },
    fraudSight: { setting: 'allowFraudSight', name: 'FraudSight' },
  };

/** The needs of `card` the current settings leave off. */
export function unmetNeeds(card: TestCardEntry, settings: DemoSettings): TestCardNeed[] {
  return (card.needs ?? []).filter((need) => !settings[needSettings[need].setting]);
}

/** "3DS", "3DS and FraudSight". */
export const needNames = (needs: readonly TestCardNeed[]) =>
  needs.map((need) => needSettings[need].name).join(' and ');

/** The one-click switch for `card`: every unmet need on. */
export function switchOnFor(card: TestCardEntry, needs: readonly TestCardNeed[]) {
  const changes: Partial<Record<NeedSetting, boolean>> = {};
  for (const need of needs) changes[needSettings[need].setting] = true;
  return testCardSettingsSwitched({ changes, card: card.label });
}

export const settingsChangeTrigger = 'Settings changed';

/** Records each one-click switch in the trail. */
export function listenForTestCardSettings(startListening: AppStartListening): void {
  startListening({
    actionCreator: testCardSettingsSwitched,
    effect: (action, api) => {
      const { changes, card } = action.payload;
      const switched = (Object.keys(needSettings) as TestCardNeed[])
        .filter((need) => changes[needSettings[need].setting] !== undefined)
        .map(
          (need) =>
            `${needSettings[need].name} ${changes[needSettings[need].setting] ? 'on' : 'off'}`,
        );
      api.dispatch(triggerSaved({ name: settingsChangeTrigger }));
      api.dispatch(
        apiEventRecorded({
          trigger: settingsChangeTrigger,
          event: {
            title: `Settings changed: ${switched.join(', ')}`,
            type: 'request',
            api: 'Demo settings',
            icon: 'info',
            plainText: `${switched.join(', ')} (from the 'Test Cards' entry '${card}'). No call is made: the next payment uses the new settings.`,
          },
        }),
      );
    },
  });
}
