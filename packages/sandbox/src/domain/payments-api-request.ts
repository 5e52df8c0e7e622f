// The Payments API request, read before any step runs (provider-api.md §2.2): the cross-field
// rules its schema cannot express, and the card behind the instrument (plain card, Checkout SDK
// session, stored token or agentic commerce delegate token).
import type { PaymentsApiRequest } from '@sjd/contracts';
import type { StoredCard } from './cards';
import { consumeCheckoutSession } from './checkout-sessions';
import type { SandboxContext } from './context';
import { spendDelegateToken } from './delegate-payments';
import { invalidField } from './errors';
import { getTokenByHref, getTokenByTokenId } from './tokens';

const instrumentPath = '$.instruction.paymentInstrument';

/** Cross-field rules the schema cannot express; checked before anything is consumed. */
export function checkRequest(request: PaymentsApiRequest): void {
  const { instruction } = request;
  const instrument = instruction.paymentInstrument;
  if (instruction.tokenCreation && instrument.type === 'token') {
    throw invalidField(
      '$.instruction.tokenCreation',
      'Is not allowed with a token',
      'fieldIsNotAllowed',
    );
  }
  if (instruction.tokenCreation && instrument.type === 'plain' && !instrument.cardHolderName) {
    throw invalidField(`${instrumentPath}.cardHolderName`, 'Is missing', 'fieldIsMissing');
  }
  if (instrument.type === 'token') {
    if (!instrument.href && !(instrument.tokenId && instrument.namespace)) {
      throw invalidField(
        `${instrumentPath}.href`,
        'Is missing (or give tokenId and namespace)',
        'fieldIsMissing',
      );
    }
    if (instrument.cvc && instrument.cvcSessionHref) {
      throw invalidField(
        `${instrumentPath}.cvcSessionHref`,
        'Is not allowed with cvc',
        'fieldIsNotAllowed',
      );
    }
  }
  if (instrument.type === 'delegate') {
    // The provider's limits for delegate tokens: guest card payments only.
    for (const field of ['threeDS', 'tokenCreation', 'exemption', 'customerAgreement'] as const) {
      if (instruction[field] !== undefined) {
        throw invalidField(
          `$.instruction.${field}`,
          'Is not available with a delegate token',
          'fieldIsNotAllowed',
        );
      }
    }
  }
  if (instruction.threeDS) {
    const agreement = instruction.customerAgreement;
    const merchantInitiated =
      agreement && agreement.type !== 'cardOnFile' && agreement.storedCardUsage === 'subsequent';
    if (request.channel === 'moto' || merchantInitiated) {
      throw invalidField(
        '$.instruction.threeDS',
        'Is not allowed for this payment',
        'fieldIsNotAllowed',
      );
    }
  }
}

export interface ResolvedInstrument {
  card: StoredCard;
  cvc?: string;
  type: string;
}

/**
 * The card behind the instrument. `beforeUse` gets the card number before any Checkout SDK
 * session is used up, so a request refused there keeps its session.
 */
export async function resolveInstrument(
  ctx: SandboxContext,
  request: PaymentsApiRequest,
  beforeUse: (cardNumber: string) => void | Promise<void> = () => undefined,
): Promise<ResolvedInstrument> {
  const instrument = request.instruction.paymentInstrument;
  switch (instrument.type) {
    case 'plain':
      await beforeUse(instrument.cardNumber);
      return {
        type: 'card/plain+masked',
        cvc: instrument.cvc,
        card: {
          number: instrument.cardNumber,
          expiry: instrument.expiryDate,
          holderName: instrument.cardHolderName,
          billingAddress: instrument.billingAddress,
        },
      };
    case 'checkout': {
      const session = await consumeCheckoutSession(
        ctx,
        instrument.sessionHref,
        ['card', 'verifiedToken'],
        `${instrumentPath}.sessionHref`,
        (found) => beforeUse(found.cardNumber ?? ''),
      );
      if (!session.cardNumber || !session.expiry)
        throw invalidField(`${instrumentPath}.sessionHref`, 'Is not a card session');
      return {
        type: 'card/checkout+masked',
        cvc: session.cvc,
        card: {
          number: session.cardNumber,
          expiry: session.expiry,
          holderName: instrument.cardHolderName,
          billingAddress: instrument.billingAddress,
        },
      };
    }
    case 'token': {
      const token = instrument.href
        ? await getTokenByHref(ctx, instrument.href)
        : await getTokenByTokenId(ctx, instrument.tokenId ?? '', instrument.namespace ?? '');
      if (!token)
        throw invalidField(
          `${instrumentPath}.${instrument.href ? 'href' : 'tokenId'}`,
          'Is not a token that exists',
        );
      await beforeUse(token.cardNumber);
      const cvc = instrument.cvcSessionHref
        ? (
            await consumeCheckoutSession(
              ctx,
              instrument.cvcSessionHref,
              ['cvc'],
              `${instrumentPath}.cvcSessionHref`,
            )
          ).cvc
        : instrument.cvc;
      return {
        type: 'card/tokenized+masked',
        cvc,
        card: {
          number: token.cardNumber,
          expiry: token.cardExpiryDate,
          holderName: token.cardHolderName,
          billingAddress: token.billingAddress,
        },
      };
    }
    case 'delegate': {
      const { card, cvc } = await spendDelegateToken(
        ctx,
        instrument.sessionHref,
        request.instruction.value,
        beforeUse,
      );
      return { type: 'card/delegate+masked', cvc, card };
    }
  }
}
