// The shop chrome's public face: the 'Test Cards' popup's fill hook for the card forms.
export { useTestCardFill, type PickedTestCard } from './test-cards';
