// Transaction references (spec §9 "Transaction references are generated unique ids"). The
// provider allows 1–64 characters of [A-Za-z0-9-_…]; ours read 'SJD-<time>-<random>' so a
// developer can tell the demo's payments apart in the provider's reports. Random bits come from
// crypto.getRandomValues, which (unlike randomUUID) also exists on plain-http origins.

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An opaque id like the provider's (hex here), e.g. for the simulated wallets' canned answers. */
export function newOpaqueId(bytes = 12): string {
  return randomHex(bytes);
}

export function newTransactionReference(now: number = Date.now()): string {
  return `SJD-${now.toString(36)}-${randomHex(8)}`;
}
