// The express wallets' public face (spec §1, §2, §4 "Express demo"): the buttons with their demo
// dialogs for the screens (the wallet journey itself is features/journeys).
export { ExpressWallets, type ExpressWalletsProps } from './ExpressWallets';
