// The hosted payment page's public face (spec §4 "Hosted payment", §7, §9): the panel a shop's
// order screen shows, the customisation a theme passes (the STYLES tab shows it), and what a
// callback status means.
export { HostedPaymentPanel } from './HostedPaymentPanel';
export { hppCustomisation, themeCustomisation, type HppCustomisation } from './customisation';
export { hostedOutcome, type HostedOutcome } from './hosted-result';
export { selectHostedPageStep, type HostedPageStep } from './hpp-slice';
