// A shared journey's link (the terminal's "Share journey", issue 32), made as the web app makes it
// (apps/web/src/features/terminal/share/share-link.ts: version 1, the deflated JSON in
// base64url, its FNV-1a checksum) from the web app's recorded retail 3DS trail (the terminal's
// code fixture). The app's own module is not imported: it pulls in the themes and their SVGs,
// which only the bundler loads. Opening the link is the check: a link the app refuses shows
// no trail, and the bench then finds no call to open and fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, strToU8 } from 'fflate';
import { repoRoot } from './paths';

const trailFixture = join(
  repoRoot,
  'apps/web/src/features/terminal/code/fixtures/three-ds-trail.json',
);

function checksum(packed: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < packed.length; i += 1) {
    hash ^= packed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The link of the recorded retail 3DS journey, on `origin`. */
export function sharedJourneyUrl(origin: string): string {
  const payload = {
    v: 1,
    shop: 'retail',
    settings: {
      environment: 'try',
      integrationType: 'Orchestrated',
      clientIntegrationType: 'Direct',
      currency: 'GBP',
      allow3DS: true,
      allowFraudSight: true,
      checkCVC: false,
      allowExpressPayment: true,
    },
    triggers: JSON.parse(readFileSync(trailFixture, 'utf8')) as unknown,
  };
  const packed = Buffer.from(deflateSync(strToU8(JSON.stringify(payload)), { level: 9 })).toString(
    'base64url',
  );
  return `${origin}/retail#journey=1.${packed}.${checksum(packed)}`;
}
