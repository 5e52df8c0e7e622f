// Local payment methods in the shop (issue 45): 'Other ways to pay' in the checkout, the shopper
// at the provider (its page framed, or a QR code) and 'Waiting for your bank'. The journey itself
// is the journey engine's (features/journeys/flows/pay-with-local-method-flow.ts).
export { OtherWaysToPay } from './OtherWaysToPay';
export { LocalMethodScreen, readApmReturn, type ApmReturnMessage } from './LocalMethodScreen';
export { WaitingForBank } from './WaitingForBank';
export { LocalMethodLogo } from './LocalMethodLogo';
