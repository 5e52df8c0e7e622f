// The hosted payment page's public face (spec §4 "Hosted payment", §7, §9): the panel a shop's
// order screen shows and the customisation a theme passes (the STYLES tab shows it). The payment
// itself, and what a callback status means, are the journeys' (features/journeys).
export { HostedPaymentPanel } from './HostedPaymentPanel';
export { hppCustomisation, themeCustomisation, type HppCustomisation } from './customisation';
