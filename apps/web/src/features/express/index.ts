// The express wallets' public face (spec §1, §2, §4 "Express demo"): the buttons with their demo
// dialogs for the screens, and the wallet journey for the journey table.
export { ExpressWallets, type ExpressWalletsProps } from './ExpressWallets';
export { payWithWallet, walletPaymentStartedWith } from './pay-with-wallet-flow';
export { walletNames, wallets } from './wallets';
