// Scheme references (provider-api.md §7 "MIT request", §5.3 and §9.1 `schemeTransactionReference`):
// the card scheme's id for a stored-credential agreement. The sandbox hands one out with every
// authorization and every verified card, and remembers which card it belongs to. A
// merchant-initiated payment must quote one (the schema makes it required) that was issued for
// the card it charges: a reference the sandbox never issued, or one of another card, is refused
// with 400 `bodyDoesNotMatchSchema` / `fieldHasInvalidValue` at its jsonPath, as the provider
// refuses a reference the scheme does not know ([INF]: the provider's docs say the reference
// must come from the first payment; what it answers otherwise is not documented).
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import type { SandboxContext } from './context';
import { invalidField } from './errors';

const schemeReferenceSchema = z.object({
  reference: z.string(),
  cardNumber: z.string(),
  issuedAt: z.number(),
  /** What issued it: an authorization (the first payment, a renewal) or a card verification. */
  issuedBy: z.enum(['payment', 'verification']),
});
export type SchemeReferenceRecord = z.infer<typeof schemeReferenceSchema>;

export const schemeReferenceTable: TableSpec<SchemeReferenceRecord> = {
  name: 'schemeReferences',
  parse: (value) => schemeReferenceSchema.safeParse(value).data,
  id: (r) => r.reference,
};

export async function recordSchemeReference(
  ctx: SandboxContext,
  reference: string,
  cardNumber: string,
  issuedBy: SchemeReferenceRecord['issuedBy'],
): Promise<void> {
  await ctx.tables.schemeReferences.put({
    reference,
    cardNumber,
    issuedAt: ctx.clock.now().getTime(),
    issuedBy,
  });
}

export const schemeReferencePath = '$.instruction.customerAgreement.schemeReference';

/** Refuses a merchant-initiated payment whose scheme reference was not issued for this card. */
export async function assertSchemeReferenceFor(
  ctx: SandboxContext,
  reference: string,
  cardNumber: string,
): Promise<void> {
  const issued = await ctx.tables.schemeReferences.get(reference);
  if (!issued) {
    throw invalidField(
      schemeReferencePath,
      'Is not a scheme reference the scheme knows: use the scheme reference of the first payment',
    );
  }
  if (issued.cardNumber !== cardNumber) {
    throw invalidField(
      schemeReferencePath,
      'Was issued for another payment instrument: use the scheme reference of this card',
    );
  }
}
