// FraudSight's risk profiles: the href an assessment answers, which Card Payments takes as
// `riskProfile` and the FraudSight updates name. The sandbox keeps no record of them: the href
// carries a signature (HMAC with the sandbox's secret) over its id and the assessment's
// transaction reference, so an update is checked against the assessment it names without a
// table.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxContext } from './context';
import { invalidField } from './errors';
import { opaqueId } from './ids';

const idLength = 22;

function signature(ctx: SandboxContext, id: string, transactionReference: string): string {
  return createHmac('sha256', ctx.secret)
    .update(`riskProfile\u0000${id}\u0000${transactionReference}`)
    .digest('base64url')
    .slice(0, 22);
}

const prefix = (ctx: SandboxContext) => `${ctx.publicUrl}/riskProfile/`;

export function newRiskProfileHref(ctx: SandboxContext, transactionReference: string): string {
  const id = opaqueId(16).slice(0, idLength);
  return `${prefix(ctx)}${id}${signature(ctx, id, transactionReference)}`;
}

/** Refuses a risk profile the sandbox did not give for this transaction reference. */
export function assertRiskProfileOf(
  ctx: SandboxContext,
  href: string,
  transactionReference: string,
): void {
  const rest = href.startsWith(prefix(ctx)) ? href.slice(prefix(ctx).length) : '';
  const id = rest.slice(0, idLength);
  const given = Buffer.from(rest.slice(idLength));
  const expected = Buffer.from(signature(ctx, id, transactionReference));
  if (rest.length !== idLength * 2 || !timingSafeEqual(given, expected)) {
    throw invalidField(
      '$.riskProfile',
      'Is not the risk profile of an assessment of this transactionReference',
    );
  }
}
