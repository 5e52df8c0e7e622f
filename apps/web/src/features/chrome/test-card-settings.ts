// What a test card's outcome needs from the settings (issue 35): the scenario table says which
// checks an entry needs (3DS, FraudSight); here they meet the demo's toggles. The popup says when
// the current settings would not give the card's outcome and offers to switch them in one click;
// the switch is recorded in the trail as a settings change (a row of the journey table), so the
// audience sees why the next payment behaves differently.
import type { TestCardEntry, TestCardNeed } from '@sjd/sandbox/scenarios';
import {
  switchableSettingNames,
  testCardSettingsSwitched,
  type DemoSettings,
  type SwitchableSetting,
} from '../site-config';

const needSettings: Readonly<Record<TestCardNeed, { setting: SwitchableSetting; name: string }>> = {
  threeDS: { setting: 'allow3DS', name: switchableSettingNames.allow3DS },
  fraudSight: { setting: 'allowFraudSight', name: switchableSettingNames.allowFraudSight },
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
  const changes: Partial<Record<SwitchableSetting, boolean>> = {};
  for (const need of needs) changes[needSettings[need].setting] = true;
  return testCardSettingsSwitched({ changes, card: card.label });
}
