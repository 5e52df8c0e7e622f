// Card Verifications v6: a zero-value check of a card (`cardVerification`) or of its holder's
// name (`nameInquiry`), and the verification read back by its link. Served beside account
// verifications v5, which the demo's card check uses.
import * as z from 'zod/mini';
import {
  billingAddressSchema,
  cardHolderNameSchema,
  cardNumberSchema,
  cvcSchema,
  expiryDateSchema,
  halLinks,
  hrefSchema,
  opaqueObjectSchema,
  transactionReferenceSchema,
} from './common';
import { cryptogramSchema, eciSchema, fundsTransferSchema, tokenNumberSchema } from './instruments';

const merchant = z.strictObject({
  entity: z.string().check(z.minLength(1), z.maxLength(64)),
  mcc: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  paymentFacilitator: z.optional(opaqueObjectSchema),
});

const plainCard = z.strictObject({
  type: z.literal('card/plain'),
  cardNumber: cardNumberSchema,
  expiryDate: expiryDateSchema,
  cardHolderName: z.optional(cardHolderNameSchema),
  cvc: z.optional(cvcSchema),
  billingAddress: z.optional(billingAddressSchema),
});
const tokenCard = z.strictObject({
  type: z.literal('card/token'),
  href: hrefSchema,
  cvc: z.optional(cvcSchema),
  billingAddress: z.optional(billingAddressSchema),
});
const networkToken = <T extends string>(type: T) =>
  z.strictObject({
    type: z.literal(type),
    tokenNumber: tokenNumberSchema,
    expiryDate: expiryDateSchema,
    cardHolderName: z.optional(cardHolderNameSchema),
    billingAddress: z.optional(billingAddressSchema),
  });

export const cardVerificationInstrumentSchema = z.discriminatedUnion('type', [
  plainCard,
  tokenCard,
  networkToken('card/networkToken'),
  networkToken('card/networkToken+applepay'),
  networkToken('card/networkToken+googlepay'),
  networkToken('card/networkToken+samsungpay'),
]);
export type CardVerificationInstrument = z.infer<typeof cardVerificationInstrumentSchema>;

const agreementUsage = z.optional(z.enum(['first', 'subsequent']));

export const cardVerificationRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('cardVerification'),
    merchant,
    transactionReference: transactionReferenceSchema,
    channel: z.optional(z.enum(['ecom', 'moto'])),
    instruction: z.strictObject({
      value: z.strictObject({
        currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
        amount: z.optional(z.int().check(z.minimum(0))),
      }),
      narrative: z.optional(
        z.strictObject({
          line1: z.string().check(z.minLength(1), z.maxLength(24)),
          line2: z.optional(z.string().check(z.minLength(1), z.maxLength(24))),
        }),
      ),
      paymentInstrument: cardVerificationInstrumentSchema,
      customerAgreement: z.optional(
        z.discriminatedUnion('type', [
          z.strictObject({ type: z.literal('cardOnFile'), storedCardUsage: agreementUsage }),
          z.strictObject({ type: z.literal('subscription'), storedCardUsage: agreementUsage }),
          z.strictObject({
            type: z.literal('installment'),
            installmentType: z.optional(z.literal('merchant')),
            storedCardUsage: agreementUsage,
          }),
          z.strictObject({ type: z.literal('unscheduled'), storedCardUsage: agreementUsage }),
        ]),
      ),
      consumerBillPayment: z.optional(z.boolean()),
      nominalRetry: z.optional(z.boolean()),
      fundsTransfer: z.optional(fundsTransferSchema),
    }),
    authentication: z.optional(
      z.strictObject({
        threeDS: z.optional(opaqueObjectSchema),
        networkToken: z.optional(
          z.strictObject({ cryptogram: cryptogramSchema, eci: z.optional(eciSchema) }),
        ),
        customerData: z.optional(opaqueObjectSchema),
      }),
    ),
    recipient: z.optional(opaqueObjectSchema),
  }),
  z.strictObject({
    type: z.literal('nameInquiry'),
    merchant,
    instruction: z.strictObject({
      paymentInstrument: z.discriminatedUnion('type', [plainCard, tokenCard]),
      cardHolder: z.strictObject({
        firstName: z.optional(z.string().check(z.minLength(1), z.maxLength(35))),
        middleName: z.optional(z.string().check(z.minLength(1), z.maxLength(35))),
        lastName: z.string().check(z.minLength(1), z.maxLength(35)),
      }),
    }),
  }),
]);
export type CardVerificationRequest = z.infer<typeof cardVerificationRequestSchema>;

const riskFactor = z.object({
  type: z.enum(['cvc', 'avs', 'nameInquiry']),
  risk: z.enum(['notChecked', 'notMatched', 'notSupplied', 'partialMatched', 'notSupported']),
  detail: z.optional(z.enum(['postcode', 'address', 'firstName', 'middleName', 'lastName'])),
});

export const cardVerificationResponseSchema = z.object({
  outcome: z.enum(['verified', 'not verified']),
  scheme: z.optional(z.object({ reference: z.string() })),
  refusalCode: z.optional(z.string()),
  refusalDescription: z.optional(z.string()),
  checkedAt: z.string(),
  riskFactors: z.optional(z.array(riskFactor)),
  paymentInstrument: z.object({
    type: z.enum(['card/plain+masked', 'card/network+masked']),
    lastFour: z.string(),
    cardBin: z.string(),
    cardBrand: z.string(),
    fundingType: z.string(),
    category: z.string(),
    paymentAccountReference: z.string(),
    countryCode: z.string(),
    issuerName: z.string(),
    expiryDate: z.object({ month: z.int(), year: z.int() }),
  }),
  _links: halLinks(['cardVerifications:verification']),
});
export type CardVerificationResponse = z.infer<typeof cardVerificationResponseSchema>;
