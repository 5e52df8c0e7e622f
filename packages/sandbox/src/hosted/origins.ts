// Who may frame a hosted page and receive its messages (issue 4 "Frame rules"): the configured
// app origins, plus the sandbox itself for pages it frames inside its own pages (DDC and the
// challenge inside the hosted payment page).
import type { FastifyRequest } from 'fastify';
import type { SandboxConfig } from '../config';

export const sandboxOrigin = (config: SandboxConfig) => new URL(config.publicUrl).origin;

/** Origins a page may post to, and the `frame-ancestors` sources that match them. */
export function framePolicy(config: SandboxConfig, options: { framedBySandbox: boolean }) {
  const origins = options.framedBySandbox
    ? [...new Set([...config.appOrigins, sandboxOrigin(config)])]
    : [...config.appOrigins];
  const ancestors = options.framedBySandbox ? ["'self'", ...config.appOrigins] : config.appOrigins;
  return { origins, ancestors };
}

function originOfHeader(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string' || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The origin that posted the form into the frame (the `Origin` header of a form POST, or the
 * Referer's origin) when it is allowed; otherwise every allowed origin, of which the browser
 * delivers only to the real parent. The page's script prefers location.ancestorOrigins.
 */
export function likelyParents(request: FastifyRequest, allowed: readonly string[]): string[] {
  const guess = originOfHeader(request.headers.origin) ?? originOfHeader(request.headers.referer);
  return guess !== null && allowed.includes(guess) ? [guess] : [...allowed];
}
