// The site configuration's public face (spec §3 "Site config", §5 "Settings").
export {
  sameSettings,
  settingsOptions,
  type DemoSettings,
  type SettingsOptions,
} from './site-config-rules';
export {
  demoInitialisationFinished,
  demoInitialisationStarted,
  integrationTypeSelected,
  selectCurrency,
  selectDemoSettings,
  selectEnvironmentName,
  selectThemeDescription,
  selectIsExpressPaymentOffered,
  selectAreLocalMethodsOffered,
  selectSiteConfig,
  selectThemeName,
  settingsApplied,
  siteConfigDefaultsRestored,
  switchableSettingNames,
  switchableSettings,
  testCardSettingsSwitched,
  type SwitchableSetting,
  themeSelected,
  type SiteConfigState,
} from './site-config-slice';
