// The saved-card screens' public face for other features: the card list (digital's subscription
// account lists its card the way the shop accounts do).
export { SavedCardList } from './SavedCardList';
