// The demo shell's public face for other features: whether a card form is on screen (the
// narrow-screen tabs and the Test Cards popup follow it).
export { cardFormMounted, cardFormUnmounted, selectHasCardForm } from './app-wrapper-slice';
