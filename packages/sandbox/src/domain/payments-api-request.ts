// The Payments API request, read before any step runs (provider-api.md §2.2): what each
// method's instruction orders, whatever the method (a wallet's has no token creation, agreement
// or exemption), and the cross-field rules its schema cannot express.
import type {
  PaymentsApiCardInstruction,
  PaymentsApiRequest,
  PaymentsApiThreeDs,
} from '@sjd/contracts';
import { invalidField } from './errors';

const instrumentPath = '$.instruction.paymentInstrument';

/** The orders of an instruction, read the same way for every method. */
export interface PaymentsApiOrders {
  tokenCreation?: PaymentsApiCardInstruction['tokenCreation'];
  customerAgreement?: PaymentsApiCardInstruction['customerAgreement'];
  threeDS?: PaymentsApiThreeDs;
  exemption?: PaymentsApiCardInstruction['exemption'];
}

export function ordersOf(request: PaymentsApiRequest): PaymentsApiOrders {
  const { instruction } = request;
  switch (instruction.method) {
    case 'card':
      return instruction;
    case 'googlepay':
      return { threeDS: instruction.threeDS };
    case 'applepay':
      return {};
  }
}

/** Cross-field rules the schema cannot express; checked before anything is consumed. */
export function checkRequest(request: PaymentsApiRequest): void {
  const { instruction } = request;
  const orders = ordersOf(request);
  if (instruction.method === 'card') {
    const instrument = instruction.paymentInstrument;
    if (
      orders.tokenCreation &&
      (instrument.type === 'token' || instrument.type === 'networkToken')
    ) {
      throw invalidField(
        '$.instruction.tokenCreation',
        `Is not allowed with a ${instrument.type === 'token' ? 'token' : 'network token'}`,
        'fieldIsNotAllowed',
      );
    }
    if (orders.tokenCreation && instrument.type === 'plain' && !instrument.cardHolderName) {
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
        if (orders[field] !== undefined) {
          throw invalidField(
            `$.instruction.${field}`,
            'Is not available with a delegate token',
            'fieldIsNotAllowed',
          );
        }
      }
    }
  }
  if (orders.threeDS) {
    const agreement = orders.customerAgreement;
    const merchantInitiated =
      agreement && agreement.type !== 'cardOnFile' && agreement.storedCardUsage === 'subsequent';
    // An external authentication is a result carried in, not a step: any channel may carry it.
    if (orders.threeDS.type === 'integrated' && (request.channel === 'moto' || merchantInitiated)) {
      throw invalidField(
        '$.instruction.threeDS',
        'Is not allowed for this payment',
        'fieldIsNotAllowed',
      );
    }
  }
}
