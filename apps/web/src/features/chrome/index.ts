// The shop chrome's public face: the 'Test Cards' popup's fill hooks for the card forms and the
// withdraw screen's amount form.
export { useTestAmountFill, useTestCardFill, type PickedTestCard } from './test-cards';
