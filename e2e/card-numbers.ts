// A card number as a card field shows it (groups of four, an Amex as 4-6-5), for the specs that
// check what was typed; the numbers come from the scenario table's exports
// (@sjd/sandbox/scenarios), never as literals.
export const spaced = (cardNumber: string) =>
  cardNumber.length === 15
    ? cardNumber.replace(/^(\d{4})(\d{6})(\d{5})$/, '$1 $2 $3')
    : cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
