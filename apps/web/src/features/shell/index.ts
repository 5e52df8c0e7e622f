// The demo shell's public face for other features: whether a card form is on screen (the
// narrow-screen tabs and the Test Cards popup follow it), whether the device is a desktop or a
// phone, and the device's screen (where the express wallets' sheets open).
export {
  cardFormMounted,
  cardFormUnmounted,
  selectHasCardForm,
  selectIsDesktop,
  selectShellView,
  windowResized,
} from './app-wrapper-slice';
export { useDeviceScreen } from './device-screen';
export { darkFocusRing, darkPanel, focusRing } from './focus-ring';
