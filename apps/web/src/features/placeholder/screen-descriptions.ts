// What each shop screen will show (spec §2), for the placeholder screens that stand in until the
// shop issues build them.
import type { ScreenId } from '../../config/paths';

export const screenDescriptions: Record<ScreenId, string> = {
  splash: 'The shop’s splash with its logo and the way in.',
  plp: 'A grid of six products (2 columns on mobile, 4 wider) with square thumbnails, names and prices.',
  pdp: 'Large image, title, price, size and colour, Add to Basket and the product accordion.',
  basket: 'The items, the total, the saved card to pay with and the checkout buttons.',
  registerPayment: 'The total, the card-number field that opens checkout, and the express wallets.',
  checkout:
    'The card form: hosted card fields (Checkout SDK) or plain fields (Direct), then the billing address.',
  cardCheck: 'Verify a saved card by entering its security code.',
  account:
    'The saved cards of this shopper (and, for betting, the balance with Add funds and Withdraw).',
  editCard: 'A saved card’s details: update the name, expiry and address, or delete it.',
  addCard: 'Add a card: a verified token plus account verification with 3DS.',
  replaceCard: 'Replace the subscription’s saved card.',
  addFunds: 'Top up the balance from a saved card (up to 10000).',
  withdrawFunds: 'Withdraw to a saved card with a payout (up to the balance).',
  processing: 'The spinner while 3DS device data, the challenge and the payment run.',
  withdrawing: 'Processing Withdrawal.',
  success: 'Success: the payment went through.',
  slowSuccess: 'Your request has been received: funds arrive later.',
  fastSuccess: 'Funds appear within 30 minutes.',
  error: 'There was an error taking your payment.',
  declined: 'Your payment was declined.',
  addCardFailed: 'The card could not be added.',
  orderDetail: 'Choose adult and child tickets and the visit date.',
  orderSummary: 'The order summary and the hosted payment page in an iframe.',
};
