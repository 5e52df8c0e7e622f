// 'Copy as curl' (beyond the spec): a request event as a command a developer can paste. Headers
// are the API's media types from the provider endpoint table; credentials are placeholders (the
// browser never has them: our server adds them when it forwards).
import { providerApis } from '@sjd/contracts';
import type { ApiEvent } from '../event-log';

/** Quotes for a POSIX shell: wraps in single quotes, escaping any inside. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function mediaTypes(apiTitle: string): { contentType: string; accept: string } | null {
  const api = Object.values(providerApis).find((candidate) => candidate.title === apiTitle);
  return api ? { contentType: api.contentType, accept: api.accept } : null;
}

export function toCurl(event: ApiEvent): string | null {
  // A simulated exchange was never sent: a command for it would not do what the trail shows.
  if (event.type !== 'request' || !event.url || !event.method || event.simulated) return null;
  const lines = [`curl -X ${event.method} ${shellQuote(event.url)}`];
  lines.push(`  -u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD"`);
  const types = mediaTypes(event.api);
  if (types) {
    if (event.body !== undefined)
      lines.push(`  -H ${shellQuote(`Content-Type: ${types.contentType}`)}`);
    lines.push(`  -H ${shellQuote(`Accept: ${types.accept}`)}`);
  }
  if (event.api === providerApis.payments.title) {
    lines.push(`  -H ${shellQuote(`WP-Api-Version: ${providerApis.payments.apiVersion}`)}`);
  }
  if (event.body !== undefined)
    lines.push(`  -d ${shellQuote(JSON.stringify(event.body, null, 2))}`);
  return lines.join(' \\\n');
}
