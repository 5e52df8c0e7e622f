// Which origin a sandbox frame may talk to. The server renders the allowed origins (the
// configured app origins, plus the sandbox's own for frames inside sandbox pages) and its best
// guess from the request; the browser knows the real parent in location.ancestorOrigins
// (Chromium, WebKit). postMessage is never sent to '*': a message to an origin that is not the
// parent's is dropped by the browser, so naming only allowed origins is safe.

/** The origins to post to: the actual parent when the browser tells us and it is allowed. */
export function parentTargets(
  allowed: readonly string[],
  serverGuess: readonly string[],
): string[] {
  const ancestors = window.location.ancestorOrigins;
  const parent = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  if (parent !== undefined) return allowed.includes(parent) ? [parent] : [];
  return serverGuess.filter((origin) => allowed.includes(origin));
}

export function postToParent(message: unknown, targets: readonly string[]): void {
  if (window.parent === window) return;
  for (const target of targets) window.parent.postMessage(message, target);
}
