// HS256 JWTs for the 3DS browser steps, signed with the sandbox's secret, like the provider's
// Cardinal JWTs (shared/provider-api.md §3): the DDC and challenge pages verify them before
// acting, so a page cannot be driven with made-up references.
import { createHmac, timingSafeEqual } from 'node:crypto';

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${body}.${sign(`${header}.${body}`, secret)}`;
}

/**
 * The claims of a JWT this sandbox signed and that has not expired (`exp`, seconds), or null.
 * Only HS256 with our own header is accepted, so `alg: none` tricks cannot pass.
 */
export function verifyJwt(jwt: string, secret: string, now: Date): Record<string, unknown> | null {
  const parts = jwt.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts;
  if (head !== header || body === undefined || signature === undefined) return null;
  const expected = Buffer.from(sign(`${head}.${body}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const entries: Record<string, unknown> = { ...claims };
  const exp = entries.exp;
  if (typeof exp !== 'number' || exp * 1000 <= now.getTime()) return null;
  return entries;
}
