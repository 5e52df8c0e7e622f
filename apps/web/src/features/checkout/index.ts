// The card form's public face for other features (the account's edit form shares its country
// list).
export { countryOptionElements } from './BillingAddressFields';
