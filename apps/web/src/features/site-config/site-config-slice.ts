// Site config (spec §3 "Site config", §4 "Cart and config", §5 "Settings"). The settings a
// visitor can change, the current theme and the 'initialising' flag of a demo choice. What the
// server decides (merchant entity, provider base URL, Checkout SDK path) lives in the environment
// config; the theme description and the list of themes come from the theme data.
import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EnvironmentName } from '@sjd/contracts';
import { configurationReset } from '../../lib/app-events';
import { defaultEnvironment } from '../../lib/start-up-state';
import { capabilitiesOf } from '../../config/shops';
import { themeSummaries } from '../../themes/summaries';
import type {
  ClientIntegrationType,
  CurrencyCode,
  IntegrationType,
  ThemeName,
} from '../../themes/theme-types';
import {
  applyThemeRules,
  areLocalMethodsOffered,
  isExpressPaymentOffered,
  isValidForTheme,
  sameSettings,
  type DemoSettings,
} from './site-config-rules';

export interface SiteConfigState extends DemoSettings {
  allowCardPayment: boolean;
  /** Apple Pay is offered even on non-Apple devices (spec §1). */
  isApplePayEligible: boolean;
  theme: ThemeName;
  /** True while a demo choice is being set up (until the token clean-up has finished). */
  initializingConfig: boolean;
}

export const defaultSiteConfig: SiteConfigState = {
  currency: 'GBP',
  environment: defaultEnvironment,
  clientIntegrationType: 'Checkout',
  integrationType: 'Modular',
  allowCardPayment: true,
  allowExpressPayment: true,
  allowLocalMethods: true,
  allow3DS: true,
  allowFraudSight: false,
  checkCVC: true,
  isApplePayEligible: true,
  theme: 'retail',
  initializingConfig: false,
};

/** The landing's names of the integration types (spec §1 groups). */
export const integrationTitles: Readonly<Record<IntegrationType, string>> = {
  Modular: 'Modular APIs',
  Orchestrated: 'Payments API',
  HPP: 'Hosted Payment Pages',
};

/**
 * A theme's description ('Fashion retailer · Modular APIs') with the integration it names
 * replaced by the applied one (issue 35: after switching retail to Orchestrated the panel still
 * said 'Modular APIs'). A description that names no integration is kept as it is.
 */
export function describedFor(description: string, integrationType: IntegrationType): string {
  const [useCase, integration] = description.split(' · ');
  return integration === undefined
    ? description
    : `${useCase} · ${integrationTitles[integrationType]}`;
}

/** The visitor pressed 'Apply Settings' with a draft that differs from the saved config. */
export const settingsApplied = createAction<DemoSettings>('siteConfig/settingsApplied');

/** The checks a test card may need, by their settings (in the order the trail names them). */
export const switchableSettings = ['allow3DS', 'allowFraudSight'] as const;
export type SwitchableSetting = (typeof switchableSettings)[number];
export const switchableSettingNames: Readonly<Record<SwitchableSetting, string>> = {
  allow3DS: '3DS',
  allowFraudSight: 'FraudSight',
};

/**
 * A check a test card's outcome needs (3DS, FraudSight) was switched on from the 'Test Cards'
 * popup in one click (issue 35): only those toggles change; the draft form follows, the journey
 * state and the trail stay (the trail records the change: a row of the journey table).
 */
export const testCardSettingsSwitched = createAction<{
  changes: Partial<Pick<DemoSettings, SwitchableSetting>>;
  /** The popup entry that asked for it, e.g. 'High fraud risk'. */
  card: string;
}>('siteConfig/testCardSettingsSwitched');

export const siteConfigSlice = createSlice({
  name: 'siteConfig',
  initialState: defaultSiteConfig,
  reducers: {
    demoInitialisationStarted(state) {
      state.initializingConfig = true;
    },
    demoInitialisationFinished(state) {
      state.initializingConfig = false;
    },
    /** Spec §4 "init default configuration" (keeps the initialising flag of the demo choice). */
    siteConfigDefaultsRestored(state) {
      return { ...defaultSiteConfig, initializingConfig: state.initializingConfig };
    },
    /** A demo card or a shop URL picked a theme; its rules apply (digital: no CVC, no express). */
    themeSelected(state, action: PayloadAction<ThemeName>) {
      if (!(action.payload in themeSummaries)) return;
      state.theme = action.payload;
      Object.assign(state, applyThemeRules(state, action.payload));
    },
    integrationTypeSelected(state, action: PayloadAction<IntegrationType>) {
      const offered = capabilitiesOf(state.theme).integrationTypes;
      if (!offered.includes(action.payload)) return;
      state.integrationType = action.payload;
      Object.assign(state, applyThemeRules(state, state.theme));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(settingsApplied, (state, action) => {
        // A draft the theme does not offer (e.g. USD on gambling) is rejected whole.
        if (!isValidForTheme(action.payload, state.theme)) return;
        Object.assign(state, applyThemeRules({ ...state, ...action.payload }, state.theme));
      })
      .addCase(testCardSettingsSwitched, (state, action) => {
        const { allow3DS, allowFraudSight } = action.payload.changes;
        const next = {
          ...state,
          ...(allow3DS !== undefined && { allow3DS }),
          ...(allowFraudSight !== undefined && { allowFraudSight }),
        };
        Object.assign(state, applyThemeRules(next, state.theme));
      })
      .addCase(configurationReset, () => defaultSiteConfig);
  },
  selectors: {
    selectSiteConfig: (state) => state,
    selectThemeName: (state) => state.theme,
    selectCurrency: (state): CurrencyCode => state.currency,
    selectEnvironmentName: (state): EnvironmentName => state.environment,
    selectClientIntegrationType: (state): ClientIntegrationType => state.clientIntegrationType,
    selectThemeDescription: (state) =>
      describedFor(themeSummaries[state.theme].description, state.integrationType),
  },
});

export const {
  demoInitialisationStarted,
  demoInitialisationFinished,
  siteConfigDefaultsRestored,
  themeSelected,
  integrationTypeSelected,
} = siteConfigSlice.actions;
export const {
  selectSiteConfig,
  selectThemeName,
  selectCurrency,
  selectEnvironmentName,
  selectClientIntegrationType,
  selectThemeDescription,
} = siteConfigSlice.selectors;

/**
 * The settings the form edits. Memoised on their values: other site-config changes (a demo's
 * initialising flag, the theme choice) give the same object, so the settings form, which takes a
 * new object as a new baseline, keeps what the visitor has picked.
 */
export const selectDemoSettings = createSelector(
  [selectSiteConfig],
  (state): DemoSettings => ({
    environment: state.environment,
    integrationType: state.integrationType,
    clientIntegrationType: state.clientIntegrationType,
    currency: state.currency,
    allow3DS: state.allow3DS,
    allowFraudSight: state.allowFraudSight,
    checkCVC: state.checkCVC,
    allowExpressPayment: state.allowExpressPayment,
    allowLocalMethods: state.allowLocalMethods,
  }),
  { memoizeOptions: { resultEqualityCheck: sameSettings } },
);

/**
 * Express wallets show in the shop (registerPayment, the payment result panel's 'Or' divider):
 * the theme offers them with its integration type and the settings switch is on.
 */
export const selectIsExpressPaymentOffered = createSelector(
  [selectDemoSettings, selectThemeName],
  (settings, theme) => isExpressPaymentOffered(settings, theme),
);

/** The checkout offers 'Other ways to pay' (issue 45): the shop has them and the switch is on. */
export const selectAreLocalMethodsOffered = createSelector(
  [selectDemoSettings, selectThemeName],
  (settings, theme) => areLocalMethodsOffered(settings, theme),
);
