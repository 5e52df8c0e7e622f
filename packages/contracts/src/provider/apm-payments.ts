// APMs API 2024-07-01 requests (`POST /apmPayments` and the follow-up actions), field for field
// as the provider's OpenAPI declares them for the methods the sandbox simulates (apm-methods.ts):
// one instruction per `method`, with that method's required fields, lengths and patterns. Only
// `paymentInstrument.type: direct` is simulated (`checkout` needs the Components SDK's sessions,
// `token` a stored SEPA or Klarna agreement), so the others are refused at `type`.
import * as z from 'zod/mini';
import {
  addressSchema,
  apmMerchantSchema,
  apmNarrativeSchema,
  apmValueSchema,
  base,
  country,
  direct,
  email,
  isoDate,
  name22,
  optionalResultUrls,
  phone,
  reference,
  resultUrls,
  sessionHref,
  settlement,
  text,
  withCountry,
} from './apm-fields';

const ideal = z.strictObject({
  method: z.literal('ideal'),
  value: apmValueSchema,
  narrative: z.optional(apmNarrativeSchema),
  paymentInstrument: z.strictObject({ type: direct, sessionHref }),
  resultUrls: resultUrls(['success', 'failure', 'cancel'] as const),
  customer: z.optional(z.strictObject({ email: z.optional(email) })),
  customerAgreement: z.optional(
    z.strictObject({
      type: z.optional(z.literal('recurring')),
      reference: z.optional(text(1, 64)),
      mandate: z.optional(
        z.strictObject({
          type: z.optional(z.literal('recurring')),
          description: z.optional(text(1, 35)),
        }),
      ),
    }),
  ),
  shipping: z.optional(
    z.strictObject({
      firstName: z.optional(name22),
      lastName: z.optional(name22),
      address: z.optional(addressSchema),
    }),
  ),
});

/** Bancontact and Trustly share one shape (ResultUrlsWithoutFailure, CustomerWithEmail). */
const bankRedirect = <const M extends string>(method: M) =>
  z.strictObject({
    method: z.literal(method),
    ...base,
    paymentInstrument: withCountry,
    resultUrls: resultUrls(['cancel', 'pending', 'success'] as const),
    customer: z.strictObject({ email }),
  });

const openBanking = z.strictObject({
  method: z.literal('open_banking'),
  ...base,
  expiryIn: z.optional(z.int().check(z.minimum(30), z.maximum(43_200))),
  paymentInstrument: z.strictObject({
    type: direct,
    sessionHref,
    country,
    bankCode: z.optional(text(0, 36).check(z.regex(/^[a-zA-Z0-9]*$/))),
    language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  }),
  customer: z.strictObject({
    email: z.string().check(z.minLength(1)),
    customerId: z.optional(z.string().check(z.regex(/^[a-zA-Z0-9]*$/))),
  }),
  resultUrls: resultUrls(['success', 'pending', 'cancel', 'failure'] as const),
});

const paypal = z.strictObject({
  method: z.literal('paypal'),
  ...base,
  paymentInstrument: z.strictObject({
    type: direct,
    sessionHref,
    billingAddress: z.optional(
      z.strictObject({
        address1: z.optional(text(1, 80)),
        address2: z.optional(text(1, 80)),
        address3: z.optional(text(1, 80)),
        city: z.optional(text(1, 50)),
        countryCode: z.optional(country),
        postalCode: z.optional(text(1, 15)),
        state: z.optional(text(1, 30)),
      }),
    ),
  }),
  settlement,
  resultUrls: z.optional(optionalResultUrls),
  shipping: z.optional(
    z.strictObject({
      firstName: z.optional(name22),
      lastName: z.optional(name22),
      email: z.optional(email),
      address: z.optional(addressSchema),
    }),
  ),
  customer: z.optional(z.strictObject({ email: z.optional(email) })),
});

const pix = z.strictObject({
  method: z.literal('pix'),
  /** Seconds the QR code stays valid; 86400 when absent [H]. */
  expiryIn: z.optional(z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
  ...base,
  paymentInstrument: withCountry,
  customer: z.optional(
    z.strictObject({
      firstName: z.optional(name22),
      lastName: z.optional(name22),
      identityDocuments: z.optional(
        z.strictObject({
          reference: z.optional(z.string()),
          type: z.optional(z.enum(['CPF', 'CNPJ'])),
        }),
      ),
    }),
  ),
});

const swish = z.strictObject({
  method: z.literal('swish'),
  ...base,
  paymentInstrument: withCountry,
  customer: z.optional(z.strictObject({ phone: z.optional(phone(5, 15)) })),
});

const blik = z.strictObject({
  method: z.literal('blik'),
  termsAccepted: z.boolean(),
  ...base,
  paymentInstrument: withCountry,
  resultUrls: resultUrls(['success', 'pending', 'cancel'] as const),
  customer: z.strictObject({ email }),
});

const mandateTypes = ['oneTime', 'recurring'] as const;
const sepa = z.strictObject({
  method: z.literal('sepa'),
  ...base,
  paymentInstrument: z.strictObject({
    type: direct,
    sessionHref,
    iban: text(1, 34),
    accountHolderName: text(1, 255),
    language: z.optional(z.enum(['de', 'en', 'es', 'fr', 'it', 'nl'])),
    billingAddress: addressSchema,
    swiftBic: z.optional(text(8, 11).check(z.regex(/^[a-zA-Z0-9]+$/))),
  }),
  customer: z.strictObject({ email: z.optional(email) }),
  customerAgreement: z.strictObject({
    type: z.optional(z.enum(mandateTypes)),
    mandate: z.strictObject({
      type: z.enum(mandateTypes),
      mandateId: text(1, 35),
      mandateSignatureDate: z.optional(z.string()),
      description: z.optional(text(1, 35)),
    }),
  }),
});

/** KlarnaNetworkOrderItem: one order line (amounts in minor units; negative for discounts). */
export const klarnaOrderItemSchema = z.strictObject({
  productCode: z.optional(text(1, 255).check(z.regex(/^([a-zA-Z0-9]*)$/))),
  name: text(1, 1024),
  quantity: z.int().check(z.minimum(1)),
  unitCost: z.int(),
  totalTaxAmount: z.int().check(z.minimum(0)),
  totalAmount: z.int(),
  productUrl: z.optional(text(1, 2048)),
  imageUrl: z.optional(text(1, 2048)),
});

const klarnaPhone = z.optional(phone(4, 20));
const klarnaNetwork = z.strictObject({
  method: z.literal('klarna_network'),
  ...base,
  paymentInstrument: z.strictObject({
    type: direct,
    country,
    billingAddress: z.optional(
      z.strictObject({
        firstName: z.optional(name22),
        lastName: z.optional(name22),
        phone: klarnaPhone,
        address1: text(1, 80),
        address2: z.optional(text(1, 80)),
        postalCode: text(1, 10),
        city: text(1, 50),
        state: z.optional(text(1, 30)),
        countryCode: country,
      }),
    ),
  }),
  passthroughData: z.optional(text(1, 10_240)),
  providerToken: z.optional(text(1, 8192)),
  settlement,
  resultUrls: z.strictObject({
    cancel: text(1, 1024),
    failure: text(1, 1024),
    pending: text(1, 1024),
    success: text(1, 1024),
  }),
  // Not strict: the API's own Klarna example sends shipping fields its schema does not name
  // (`email`, `courier.signature`), and the sandbox keeps none of them.
  shipping: z.optional(z.record(z.string(), z.unknown())),
  order: z.optional(z.strictObject({ items: z.array(klarnaOrderItemSchema) })),
});

const klarnaRecurring = z.strictObject({
  method: z.literal('klarna'),
  ...base,
  paymentInstrument: z.strictObject({
    type: direct,
    sessionHref,
    country,
    language: z.string().check(z.regex(/^[a-z]{2}$/)),
    billingAddress: z.optional(addressSchema),
  }),
  resultUrls: resultUrls(['cancel', 'failure', 'pending', 'success'] as const),
  shipping: z.optional(z.record(z.string(), z.unknown())),
  customerAgreement: z.optional(z.record(z.string(), z.unknown())),
  customer: z.optional(
    z.strictObject({
      firstName: z.optional(name22),
      lastName: z.optional(name22),
      email: z.optional(email),
      phone: klarnaPhone,
      dateOfBirth: z.optional(isoDate),
    }),
  ),
  order: z.strictObject({
    orderTotalTaxAmount: z.int(),
    termsUrl: text(1, 1024),
    items: z.array(z.record(z.string(), z.unknown())),
  }),
});

export const apmInstructionSchema = z.discriminatedUnion('method', [
  ideal,
  bankRedirect('bancontact'),
  bankRedirect('trustly'),
  openBanking,
  paypal,
  pix,
  swish,
  blik,
  sepa,
  klarnaNetwork,
  klarnaRecurring,
]);
export type ApmInstruction = z.infer<typeof apmInstructionSchema>;

export const apmPaymentRequestSchema = z.strictObject({
  transactionReference: reference,
  orderReference: z.optional(reference),
  merchant: apmMerchantSchema,
  instruction: apmInstructionSchema,
});
export type ApmPaymentRequest = z.infer<typeof apmPaymentRequestSchema>;

// Follow-up actions. A reference is 1–128 of letters, digits and '-'.
const actionReference = z.optional(text(1, 128).check(z.regex(/^[a-zA-Z0-9-]*$/)));
const settlementOrder = z.optional(
  z.strictObject({ items: z.optional(z.array(klarnaOrderItemSchema)) }),
);

/** SettlementPayload / PartialSettlement: `value` required whenever a body is sent. */
export const apmSettlementSchema = z.strictObject({
  reference: actionReference,
  value: apmValueSchema,
  shipping: z.optional(
    z.strictObject({
      courier: z.optional(z.array(z.strictObject({ trackingId: text(1, 100) }))),
    }),
  ),
  order: settlementOrder,
});
export type ApmSettlement = z.infer<typeof apmSettlementSchema>;

/** Reversal / PartialReversal; `reasonCode` is required for Pix (checked by the sandbox). */
export const apmReversalSchema = z.strictObject({
  reference: actionReference,
  value: apmValueSchema,
  reasonCode: z.optional(z.enum(['BE08', 'FR01', 'MD06', 'SL02'])),
  order: settlementOrder,
});
export type ApmReversal = z.infer<typeof apmReversalSchema>;
