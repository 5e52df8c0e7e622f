import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { configurationReset } from '../../lib/app-events';
import {
  defaultSiteConfig,
  demoInitialisationFinished,
  demoInitialisationStarted,
  integrationTypeSelected,
  selectIsExpressPaymentOffered,
  settingsApplied,
  siteConfigDefaultsRestored,
  siteConfigSlice,
  themeSelected,
  type SiteConfigState,
} from './site-config-slice';
import type { DemoSettings } from './site-config-rules';

const retail = defaultSiteConfig;
const settings = (s: SiteConfigState): DemoSettings => ({
  environment: s.environment,
  integrationType: s.integrationType,
  clientIntegrationType: s.clientIntegrationType,
  currency: s.currency,
  allow3DS: s.allow3DS,
  allowFraudSight: s.allowFraudSight,
  checkCVC: s.checkCVC,
  allowExpressPayment: s.allowExpressPayment,
  allowLocalMethods: s.allowLocalMethods,
});
const gambling: SiteConfigState = { ...retail, theme: 'gambling' };
const custom: SiteConfigState = {
  ...retail,
  currency: 'EUR',
  allowFraudSight: true,
  allow3DS: false,
};

const cases: [string, SiteConfigState, UnknownAction, SiteConfigState][] = [
  [
    'defaults: GBP, try, Checkout SDK, Modular, retail',
    retail,
    { type: 'noop' },
    {
      ...retail,
      currency: 'GBP',
      environment: 'try',
      clientIntegrationType: 'Checkout',
      integrationType: 'Modular',
      theme: 'retail',
    },
  ],
  [
    'choosing digital turns off the CVC check, express payment and local methods',
    retail,
    themeSelected('digital'),
    {
      ...retail,
      theme: 'digital',
      checkCVC: false,
      allowExpressPayment: false,
      // Issue 45: only the fashion shops have local payment methods.
      allowLocalMethods: false,
    },
  ],
  [
    'choosing museart sets the HPP integration',
    retail,
    themeSelected('museart'),
    {
      ...retail,
      theme: 'museart',
      integrationType: 'HPP',
      checkCVC: false,
      allowExpressPayment: false,
      // Issue 45: only the fashion shops have local payment methods.
      allowLocalMethods: false,
    },
  ],
  [
    'choosing gambling from USD falls back to GBP',
    { ...retail, currency: 'USD' },
    themeSelected('gambling'),
    {
      ...gambling,
      allowExpressPayment: false,
      // Issue 45: only the fashion shops have local payment methods.
      allowLocalMethods: false,
    },
  ],
  [
    'modernmart offers the Orchestrated integration',
    { ...retail, theme: 'modernmart' },
    integrationTypeSelected('Orchestrated'),
    {
      ...retail,
      theme: 'modernmart',
      integrationType: 'Orchestrated',
    },
  ],
  [
    'applied settings are stored',
    retail,
    settingsApplied({ ...settings(retail), currency: 'EUR', allowFraudSight: true }),
    {
      ...retail,
      currency: 'EUR',
      allowFraudSight: true,
    },
  ],
  [
    'Live forces the Checkout SDK',
    retail,
    settingsApplied({ ...settings(retail), environment: 'live', clientIntegrationType: 'Direct' }),
    {
      ...retail,
      environment: 'live',
      clientIntegrationType: 'Checkout',
    },
  ],
  [
    'Direct is kept in try',
    retail,
    settingsApplied({ ...settings(retail), clientIntegrationType: 'Direct' }),
    {
      ...retail,
      clientIntegrationType: 'Direct',
    },
  ],
  [
    'the demo-choice flag rises',
    retail,
    demoInitialisationStarted(),
    { ...retail, initializingConfig: true },
  ],
  ['and falls', { ...retail, initializingConfig: true }, demoInitialisationFinished(), retail],
  [
    'defaults restored keep the demo-choice flag',
    { ...custom, initializingConfig: true },
    siteConfigDefaultsRestored(),
    {
      ...retail,
      initializingConfig: true,
    },
  ],
  ['a configuration reset restores the defaults', custom, configurationReset(), retail],
  [
    'ignored: USD on gambling',
    gambling,
    settingsApplied({ ...settings(gambling), currency: 'USD' }),
    gambling,
  ],
  [
    'ignored: AUD on gambling',
    gambling,
    settingsApplied({ ...settings(gambling), currency: 'AUD' }),
    gambling,
  ],
  [
    'ignored: Orchestrated on gambling',
    gambling,
    settingsApplied({ ...settings(gambling), integrationType: 'Orchestrated' }),
    gambling,
  ],
  ['ignored: HPP on retail', retail, integrationTypeSelected('HPP'), retail],
  [
    'ignored: a theme that does not exist',
    retail,
    { type: themeSelected.type, payload: 'casino' },
    retail,
  ],
  ['ignored: an unrelated event', custom, { type: 'cart/itemAdded' }, custom],
];

describe('site config slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(siteConfigSlice.reducer(state, action)).toEqual(expected);
  });
});

describe('selectIsExpressPaymentOffered', () => {
  const offered: [string, SiteConfigState, boolean][] = [
    ['retail, switch on', retail, true],
    ['retail, switch off', { ...retail, allowExpressPayment: false }, false],
    ['modernmart Modular', { ...retail, theme: 'modernmart', integrationType: 'Modular' }, true],
    [
      'modernmart Orchestrated',
      { ...retail, theme: 'modernmart', integrationType: 'Orchestrated' },
      false,
    ],
    ['gambling', gambling, false],
    ['digital', { ...retail, theme: 'digital' }, false],
  ];
  it.each(offered)('%s', (_name, siteConfig, expected) => {
    expect(selectIsExpressPaymentOffered({ siteConfig })).toBe(expected);
  });
});
