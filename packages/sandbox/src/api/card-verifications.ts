// Card Verifications v6 routes: `POST /cardVerifications` (a card verification, 201; a name
// inquiry, 200) and `GET /cardVerifications/{linkData}` (the same verification again).
// `POST /achVerifications` (US bank accounts) is not served: README "What is not simulated".
import { cardVerificationRequestSchema } from '@sjd/contracts';
import { verifyCardV6 } from '../domain/card-verifications';
import type { SandboxContext } from '../domain/context';
import { ProviderError } from '../domain/errors';
import { cardVerificationInstrument } from '../domain/instrument-wire';
import { resolveInstrument } from '../domain/instruments';
import type { ApiHandlers } from './http';
import { parseBody } from './validation';

/** The answer and its links (the stored answer is kept without them). */
function withLinks(ctx: SandboxContext, id: string, answer: Record<string, unknown>) {
  return {
    ...answer,
    _links: {
      'cardVerifications:verification': { href: `${ctx.publicUrl}/cardVerifications/${id}` },
      curies: [
        {
          name: 'cardVerifications',
          href: `${ctx.publicUrl}/rels/cardVerifications/{rel}`,
          templated: true,
        },
      ],
    },
  };
}

export const cardVerificationHandlers: ApiHandlers = {
  cardVerification: async (call, ctx) => {
    const body = parseBody(call.rawBody, cardVerificationRequestSchema);
    const resolved = await resolveInstrument(
      ctx,
      cardVerificationInstrument(body.instruction.paymentInstrument),
    );
    const nameInquiry = body.type === 'nameInquiry';
    const cardOnFile =
      body.type === 'cardVerification' && body.instruction.customerAgreement !== undefined;
    const { id, answer } = await verifyCardV6(ctx, resolved, { nameInquiry, cardOnFile });
    return { status: nameInquiry ? 200 : 201, body: withLinks(ctx, id, answer) };
  },
  getCardVerification: async (call, ctx) => {
    const record = await ctx.tables.cardVerifications.get(call.params.linkData ?? '');
    if (!record)
      throw new ProviderError(404, 'endpointNotFound', 'Requested endpoint was not found.');
    return { status: 200, body: withLinks(ctx, record.id, record.answer) };
  },
};
