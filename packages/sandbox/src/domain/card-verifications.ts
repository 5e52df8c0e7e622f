// Card Verifications v6: the zero-value check of a card (the issuer's answer from the scenario
// table's cardholder names, the CVC and postcode checks) or of the holder's name, kept so its
// link answers the same verification later.
import type { CardVerificationResponse, Verification } from '@sjd/contracts';
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { cardFacts } from './cards';
import { ownedBy } from './clocks';
import type { SandboxContext } from './context';
import { newSchemeReference, opaqueId } from './ids';
import type { ResolvedInstrument } from './instruments';
import {
  avsResultFor,
  cvcResultFor,
  expiredCardRefusal,
  isCardExpired,
  issuerResponseFor,
} from './scenarios';
import { recordSchemeReference } from './scheme-references';

const recordSchema = z.object({
  clock: z.string().optional(),
  id: z.string(),
  createdAt: z.number(),
  /** The answer, as given (without its links): what the link answers again. */
  answer: z.record(z.string(), z.unknown()),
});
export type CardVerificationRecord = z.infer<typeof recordSchema>;

export const cardVerificationTable: TableSpec<CardVerificationRecord> = {
  name: 'cardVerifications',
  parse: (value) => recordSchema.safeParse(value).data,
  id: (v) => v.id,
  indexes: {},
};

type Answer = Omit<CardVerificationResponse, '_links'>;

/** The card as a verification answers it: masked, with what the issuer knows of it. */
function maskedInstrument(
  card: { number: string; expiry: { month: number; year: number } },
  type: Answer['paymentInstrument']['type'],
): Answer['paymentInstrument'] {
  const facts = cardFacts(card.number);
  return {
    type,
    lastFour: facts.lastFour,
    cardBin: facts.bin,
    cardBrand: facts.brand,
    fundingType: facts.fundingType,
    category: facts.category,
    paymentAccountReference: facts.paymentAccountReference,
    countryCode: facts.countryCode,
    issuerName: facts.issuerName,
    expiryDate: card.expiry,
  };
}

/** A card verification: the issuer's answer, and the checks that did not match. */
export async function verifyCardV6(
  ctx: SandboxContext,
  resolved: ResolvedInstrument,
  options: { nameInquiry?: boolean; cardOnFile?: boolean },
): Promise<{ id: string; answer: Answer }> {
  const { card } = resolved;
  const now = ctx.clock.now();
  const issuer = issuerResponseFor(card.holderName);
  const refusal = isCardExpired(card.expiry, now)
    ? expiredCardRefusal
    : issuer.kind === 'refused'
      ? { code: issuer.code, description: issuer.description }
      : issuer.kind === 'error'
        ? { code: '5', description: 'REFUSED' }
        : null;
  const cvc = cvcResultFor(resolved.cvc);
  const avs = avsResultFor(card.billingAddress?.postalCode);
  // Only the checks that did not match are listed: the document's enum has no `matched`.
  const riskFactors = options.nameInquiry
    ? []
    : [
        ...(cvc === 'matched' ? [] : [{ type: 'cvc' as const, risk: cvc }]),
        ...(avs.address === 'matched'
          ? []
          : [{ type: 'avs' as const, risk: avs.address, detail: 'address' as const }]),
        ...(avs.postcode === 'matched'
          ? []
          : [{ type: 'avs' as const, risk: avs.postcode, detail: 'postcode' as const }]),
      ];
  let scheme: { reference: string } | undefined;
  if (!refusal && options.cardOnFile) {
    scheme = { reference: newSchemeReference() };
    await recordSchemeReference(ctx, scheme.reference, card.number, 'verification');
  }
  const answer: Answer = {
    outcome: refusal ? 'not verified' : 'verified',
    ...(scheme ? { scheme } : {}),
    ...(refusal ? { refusalCode: refusal.code, refusalDescription: refusal.description } : {}),
    checkedAt: now.toISOString(),
    ...(riskFactors.length > 0 ? { riskFactors } : {}),
    paymentInstrument: maskedInstrument(
      card,
      resolved.source === 'networkToken' || resolved.source.startsWith('decrypted')
        ? 'card/network+masked'
        : 'card/plain+masked',
    ),
  };
  const id = opaqueId(24);
  await ctx.tables.cardVerifications.put({
    ...ownedBy(ctx),
    id,
    createdAt: now.getTime(),
    answer,
  });
  return { id, answer };
}

/**
 * A Verified Tokens verification kept as a Card Verifications v6 one, so its required
 * `verifications:verification` link leads to a resource that answers [INF: the provider's link
 * names its older verifications API, which the sandbox does not serve].
 */
export async function keepVerification(
  ctx: SandboxContext,
  card: { number: string; expiry: { month: number; year: number } },
  verification: Verification,
): Promise<string> {
  const camel = {
    not_matched: 'notMatched',
    not_checked: 'notChecked',
    not_supplied: 'notSupplied',
  } as const;
  const riskFactors = verification.riskFactors.flatMap((factor) =>
    factor.risk === 'matched'
      ? []
      : [
          {
            type: factor.type,
            risk: camel[factor.risk],
            ...(factor.detail ? { detail: factor.detail } : {}),
          },
        ],
  );
  const answer: Answer = {
    outcome: verification.outcome,
    ...(verification.outcome === 'verified'
      ? { scheme: { reference: verification.schemeTransactionReference } }
      : { refusalCode: verification.code, refusalDescription: verification.description }),
    checkedAt: verification.checkedAt,
    ...(riskFactors.length > 0 ? { riskFactors } : {}),
    paymentInstrument: maskedInstrument(card, 'card/plain+masked'),
  };
  const id = opaqueId(24);
  const createdAt = ctx.clock.now().getTime();
  await ctx.tables.cardVerifications.put({ ...ownedBy(ctx), id, createdAt, answer });
  return id;
}

export const cardVerificationHref = (ctx: SandboxContext, id: string) =>
  `${ctx.publicUrl}/cardVerifications/${id}`;
