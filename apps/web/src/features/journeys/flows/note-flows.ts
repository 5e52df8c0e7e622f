// Entries of the trail that make no call (rows of the journey table): what the Checkout SDK's
// hosted fields did on the provider's origin (spec §3 "Api event log": api 'Checkout SDK'), and a
// settings switch from the 'Test Cards' popup (issue 35), so the audience sees why the next
// payment behaves differently.
import {
  switchableSettingNames,
  switchableSettings,
  type testCardSettingsSwitched,
} from '../../site-config';
import type { CheckoutSessionReport } from '../events';
import type { TrailEntry } from '../journey';

export const checkoutSdkTrigger = 'Checkout SDK';
export const checkoutSessionTitles = { card: 'Card session', cvc: 'CVC session' } as const;

export async function recordCheckoutSession(
  entry: TrailEntry,
  { kind, endpoint, href, responseTime }: CheckoutSessionReport,
): Promise<void> {
  const call = kind === 'card' ? 'generateSessionState()' : 'generateSessions()';
  entry.record({
    title: checkoutSessionTitles[kind],
    type: 'response',
    api: 'Checkout SDK',
    method: 'POST',
    url: endpoint,
    responseTime,
    plainText: `${call}: the secure fields sent the ${kind === 'card' ? 'card details' : 'security code'} to POST ${endpoint} from the provider's origin; this page only receives the session href.`,
    body: { href },
    icon: 'success',
  });
}

export const settingsChangeTrigger = 'Settings changed';

export async function recordSettingsSwitch(
  entry: TrailEntry,
  { changes, card }: ReturnType<typeof testCardSettingsSwitched>['payload'],
): Promise<void> {
  const switched = switchableSettings.flatMap((setting) => {
    const value = changes[setting];
    return value === undefined
      ? []
      : [`${switchableSettingNames[setting]} ${value ? 'on' : 'off'}`];
  });
  entry.record({
    title: `Settings changed: ${switched.join(', ')}`,
    type: 'request',
    api: 'Demo settings',
    icon: 'info',
    plainText: `${switched.join(', ')} (from the 'Test Cards' entry '${card}'). No call is made: the next payment uses the new settings.`,
  });
}
