// Each API's wire shape of a payment instrument, read as the one `Instrument` of instruments.ts
// (with the JSON paths a refusal names), and the source of a resolved card named as each API's
// answers name it.
import type {
  CardPaymentInstrument,
  CardVerificationInstrument,
  FraudSightInstrument,
  PaymentsApiInstruction,
  PayoutRequest,
  ThreeDsInstrument,
  WalletBillingAddress,
} from '@sjd/contracts';
import type { Address, Expiry } from './cards';
import type { Instrument, InstrumentSource, WalletName } from './instruments';

/** A wallet gives what it has of the address: the missing lines are empty. */
const walletAddress = (address: WalletBillingAddress | undefined): Address | undefined =>
  address && { ...address, address1: address.address1 ?? '', city: address.city ?? '' };

/** A card given in full, whatever the API calls its expiry. */
function cardOf(
  given: { cardNumber: string; cardHolderName?: string; cvc?: string; billingAddress?: Address },
  expiry: Expiry,
): Instrument {
  return {
    kind: 'card',
    cardNumber: given.cardNumber,
    expiry,
    holderName: given.cardHolderName,
    cvc: given.cvc,
    billingAddress: given.billingAddress,
  };
}

/** A network token, or a decrypted wallet's (`wallet` set). */
function networkTokenOf(
  given: { tokenNumber: string; cardHolderName?: string; billingAddress?: Address },
  expiry: Expiry,
  wallet?: WalletName,
): Instrument {
  return {
    kind: 'networkToken',
    tokenNumber: given.tokenNumber,
    expiry,
    holderName: given.cardHolderName,
    billingAddress: given.billingAddress,
    ...(wallet ? { wallet } : {}),
  };
}

/** `card/networkToken+applepay` → applepay; a plain network token → none. */
const walletOfType = (type: string): WalletName | undefined => {
  const wallet = type.split('+')[1];
  return wallet === 'applepay' || wallet === 'googlepay' || wallet === 'samsungpay'
    ? wallet
    : undefined;
};

const paymentsApiPath = '$.instruction.paymentInstrument';

/** The Payments API: the instruction's method decides what a wallet instrument is. */
export function paymentsApiInstrument(instruction: PaymentsApiInstruction): Instrument {
  if (instruction.method !== 'card') {
    const wallet: WalletName = instruction.method;
    const instrument = instruction.paymentInstrument;
    if (instrument.type === 'encrypted') {
      return {
        kind: 'encryptedWallet',
        wallet,
        walletToken: instrument.walletToken,
        billingAddress: instrument.billingAddress,
      };
    }
    return {
      kind: 'networkToken',
      wallet,
      tokenNumber: instrument.number,
      expiry: instrument.expiryDate,
      billingAddress: instrument.billingAddress,
      authenticated: instrument.cryptogram !== undefined,
    };
  }
  const instrument = instruction.paymentInstrument;
  switch (instrument.type) {
    case 'plain':
      return cardOf(instrument, instrument.expiryDate);
    case 'checkout':
      return {
        kind: 'session',
        href: instrument.sessionHref,
        hrefPath: `${paymentsApiPath}.sessionHref`,
        holderName: instrument.cardHolderName,
        billingAddress: instrument.billingAddress,
      };
    case 'token':
      return {
        kind: 'token',
        href: instrument.href,
        hrefPath: `${paymentsApiPath}.${instrument.href ? 'href' : 'tokenId'}`,
        tokenId: instrument.tokenId,
        namespace: instrument.namespace,
        cvc: instrument.cvc,
        cvcSessionHref: instrument.cvcSessionHref,
        cvcPath: `${paymentsApiPath}.cvcSessionHref`,
      };
    case 'networkToken':
      return networkTokenOf(instrument, instrument.expiryDate);
    case 'delegate':
      return { kind: 'delegate', sessionHref: instrument.sessionHref, value: instruction.value };
  }
}

const cardPaymentsPath = '$.instruction.paymentInstrument';

export function cardPaymentsInstrument(instrument: CardPaymentInstrument): Instrument {
  switch (instrument.type) {
    case 'card/plain':
      return cardOf(instrument, instrument.expiryDate);
    case 'card/token':
      return {
        kind: 'token',
        href: instrument.href,
        hrefPath: `${cardPaymentsPath}.href`,
        cvc: instrument.cvc,
      };
    case 'card/checkout':
      return {
        kind: 'session',
        href: instrument.tokenHref,
        hrefPath: `${cardPaymentsPath}.tokenHref`,
        cvcHref: instrument.cvcHref,
        cvcPath: `${cardPaymentsPath}.cvcHref`,
        mayBeToken: true,
      };
    case 'card/networkToken':
    case 'card/networkToken+applepay':
    case 'card/networkToken+googlepay':
      return {
        kind: 'networkToken',
        tokenNumber: instrument.tokenNumber,
        expiry: instrument.expiryDate,
        holderName: instrument.cardHolderName,
        billingAddress: instrument.billingAddress,
        ...(instrument.type === 'card/networkToken'
          ? {}
          : {
              wallet: instrument.type === 'card/networkToken+applepay' ? 'applepay' : 'googlepay',
            }),
      };
    case 'card/wallet+applepay':
    case 'card/wallet+googlepay':
      return {
        kind: 'encryptedWallet',
        wallet: instrument.type === 'card/wallet+applepay' ? 'applepay' : 'googlepay',
        walletToken: instrument.walletToken,
        billingAddress: instrument.billingAddress,
      };
  }
}

/** 3DS and FraudSight (`card/front` family); FraudSight's masked card has no card to resolve. */
export function modularInstrument(
  instrument: ThreeDsInstrument | FraudSightInstrument,
  path: string,
): Instrument | { kind: 'masked'; holderName?: string } {
  switch (instrument.type) {
    case 'card/front':
      return cardOf(instrument, instrument.cardExpiryDate);
    case 'card/tokenized':
      return { kind: 'token', href: instrument.href, hrefPath: `${path}.href` };
    case 'card/networkToken':
      return networkTokenOf(instrument, instrument.cardExpiryDate);
    case 'card/wallet+googlepay':
      return {
        kind: 'encryptedWallet',
        wallet: 'googlepay',
        walletToken: instrument.walletToken,
        billingAddress: walletAddress(instrument.billingAddress),
      };
    case 'card/plain+masked':
      return { kind: 'masked', holderName: instrument.cardHolderName };
  }
}

type PayoutInstrument = PayoutRequest['instruction']['payoutInstrument'];

export function payoutInstrument(instrument: PayoutInstrument): Instrument {
  switch (instrument.type) {
    case 'card/plain':
      return {
        kind: 'card',
        cardNumber: instrument.cardNumber,
        expiry: instrument.cardExpiryDate,
        holderName: instrument.cardHolderName,
        billingAddress: instrument.billingAddress,
      };
    case 'card/tokenized':
      return {
        kind: 'token',
        href: instrument.href,
        hrefPath: '$.instruction.payoutInstrument.href',
      };
    case 'card/networkToken':
      return {
        kind: 'networkToken',
        tokenNumber: instrument.tokenNumber,
        expiry: instrument.expiryDate,
      };
    case 'card/networkToken+applepay':
      return {
        kind: 'networkToken',
        wallet: 'applepay',
        tokenNumber: instrument.dpan,
        expiry: instrument.cardExpiryDate,
        holderName: instrument.cardHolderName,
        billingAddress: walletAddress(instrument.billingAddress),
      };
  }
}

/** Card Verifications v6: a card, a stored token, a network token or a decrypted wallet. */
export function cardVerificationInstrument(instrument: CardVerificationInstrument): Instrument {
  switch (instrument.type) {
    case 'card/plain':
      return cardOf(instrument, instrument.expiryDate);
    case 'card/token':
      return {
        kind: 'token',
        href: instrument.href,
        hrefPath: '$.instruction.paymentInstrument.href',
        cvc: instrument.cvc,
      };
    default:
      return networkTokenOf(instrument, instrument.expiryDate, walletOfType(instrument.type));
  }
}

/** The Payments API's `paymentInstrument.type` of its answers [INF: the field is free text]. */
export function paymentsApiInstrumentType(source: InstrumentSource): string {
  switch (source) {
    case 'plain':
      return 'card/plain+masked';
    case 'checkout':
      return 'card/checkout+masked';
    case 'token':
      return 'card/tokenized+masked';
    case 'delegate':
      return 'card/delegate+masked';
    case 'networkToken':
      return 'card/networkToken';
    default:
      return `card/networkToken+${source.split(':')[1] ?? ''}`;
  }
}

/** Card Payments' answer names the instrument as its request did, masked. */
export function cardPaymentsInstrumentType(source: InstrumentSource): string {
  switch (source) {
    case 'token':
      return 'card/token+masked';
    case 'checkout':
      return 'card/checkout+masked';
    default:
      return paymentsApiInstrumentType(source);
  }
}
