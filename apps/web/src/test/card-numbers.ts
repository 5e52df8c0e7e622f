// A card number as the card field shows it, written independently of the app's formatter so a
// test can check that formatter: groups of four, an Amex (15 digits) as 4-6-5. The numbers come
// from the scenario table's exports (@sjd/sandbox/scenarios), never as literals.
export const spaced = (cardNumber: string) =>
  cardNumber.length === 15
    ? cardNumber.replace(/^(\d{4})(\d{6})(\d{5})$/, '$1 $2 $3')
    : cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
