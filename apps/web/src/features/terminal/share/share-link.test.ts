// The share link: a journey goes in and comes out the same, minus anything secret; links too
// long, tampered, cut, of another version or of a data bomb give a message, never a throw.
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../event-log';
import { threeDsTrail } from '../code/trail-fixture';
import { defaultSiteConfig } from '../../site-config/site-config-slice';
import { scrubbedTrail } from '../export-scrub';
import { maxShareUrlChars, openShareLink, shareChecksum, shareLink } from './share-link';
import { scenarioCard } from '@sjd/sandbox/scenarios';
import { spaced } from '../../../test/card-numbers';

const settings = {
  environment: defaultSiteConfig.environment,
  integrationType: 'Orchestrated',
  clientIntegrationType: 'Direct',
  currency: 'EUR',
  allow3DS: true,
  allowFraudSight: true,
  checkCVC: false,
  allowExpressPayment: true,
  allowLocalMethods: true,
} as const;
const origin = 'http://127.0.0.1:5173';

function linkOf(triggers: Trigger[]) {
  const made = shareLink({ shop: 'museart', settings, triggers }, origin);
  if (!made.ok) throw new Error(made.message);
  return new URL(made.url);
}

describe('share link', () => {
  it('opens as the same shop, settings and trail', () => {
    const url = linkOf(threeDsTrail);
    expect(url.pathname).toBe('/museart');
    const opened = openShareLink(url.hash, url.href);
    expect(opened).toEqual({
      kind: 'journey',
      journey: { shop: 'museart', settings, triggers: scrubbedTrail(threeDsTrail) },
    });
    // The recorded 3DS journey fits easily (the header's "about 3 KB").
    expect(url.href.length).toBeLessThan(6_000);
  });

  it('carries no card number, CVC or credential', () => {
    const secret: Trigger = {
      id: 1,
      name: 'Pay with card',
      events: [
        {
          title: 'Payment',
          type: 'request',
          api: 'Payments API',
          body: {
            paymentInstrument: { cardNumber: spaced(scenarioCard('challenge')), cvc: '555' },
            note: 'card 4000-0000-0000-1091 typed in a message',
            username: 'merchant-user',
            password: 'merchant-pass',
            header: 'Basic bWVyY2hhbnQ6c2VjcmV0',
          },
        },
      ],
    };
    const url = linkOf([secret]);
    const opened = openShareLink(url.hash, url.href);
    const text = JSON.stringify(opened);
    for (const leaked of [
      spaced(scenarioCard('challenge')),
      '4000-0000-0000-1091',
      '555',
      'merchant-user',
      'merchant-pass',
      'bWVyY2hhbnQ6c2VjcmV0',
    ]) {
      expect(text).not.toContain(leaked);
    }
    expect(text).toContain('[redacted]');
  });

  it("cuts the opaque ids of the provider's links short: a recording grants no action", () => {
    const id = 'X5bbrNaHlJMvk5DfS_DiNW3I3GaF0lzJ';
    const withLinks: Trigger = {
      id: 1,
      name: 'Pay with card',
      events: [
        {
          title: 'Payment',
          type: 'response',
          api: 'Payments API',
          url: `http://localhost:3001/api/payments/${id}/3dsDeviceData`,
          body: {
            _actions: {
              settlePayment: { href: `http://localhost:3001/api/payments/${id}/settlements` },
            },
          },
        },
      ],
    };
    const url = linkOf([withLinks]);
    const text = JSON.stringify(openShareLink(url.hash, url.href));
    expect(text).not.toContain(id);
    expect(text).toContain('/api/payments/X5bbrN…/settlements');
    expect(text).toContain('/api/payments/X5bbrN…/3dsDeviceData');
  });

  it('refuses to make a link over the limit, with a message', () => {
    // Random text does not compress: a trail of it makes a long link.
    const noise = Array.from(crypto.getRandomValues(new Uint8Array(60_000)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    const big: Trigger[] = [
      { id: 1, name: 'Big', events: [{ title: 'Big', type: 'response', api: 'X', body: noise }] },
    ];
    const made = shareLink({ shop: 'retail', settings, triggers: big }, origin);
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.message).toMatch(/over the 64 KB a link can safely carry/);
  });

  const good = linkOf(threeDsTrail);
  const [payload = ''] = good.hash.slice('#journey=1.'.length).split('.');
  /** A crafted link that passes the check, so what is inside is what gets judged. */
  const sealed = (packed: string) => `#journey=1.${packed}.${shareChecksum(packed)}`;
  const bomb = Buffer.from(
    deflateSync(strToU8(' '.repeat(20 * 1024 * 1024)), { level: 9 }),
  ).toString('base64url');

  it.each<[string, string, RegExp]>([
    // Each character of the data changed in turn would be slow: these three once inflated to
    // a valid journey (deflate has no check), which the link's own check now catches.
    ...[20, 40, 60].map(
      (at) =>
        [
          `a tampered character at ${at}`,
          `#journey=1.${payload.slice(0, at)}${payload[at] === 'A' ? 'B' : 'A'}${payload.slice(at + 1)}.${shareChecksum(payload)}`,
          /damaged/,
        ] satisfies [string, string, RegExp],
    ),
    ['a cut link', `#journey=1.${payload.slice(0, payload.length / 2)}`, /damaged/],
    ['no check', `#journey=1.${payload}`, /damaged/],
    ['another version', `#journey=9.${payload}`, /another version/],
    ['characters a link never has', '#journey=1.<script>', /characters/],
    ['a data bomb', sealed(bomb), /damaged/],
    [
      'JSON of another shape',
      sealed(Buffer.from(deflateSync(strToU8('{"v":1,"shop":"x"}'))).toString('base64url')),
      /not a journey/,
    ],
  ])('gives a message for %s', (_name, hash, message) => {
    const opened = openShareLink(hash, `${origin}/retail${hash}`);
    expect(opened.kind).toBe('broken');
    if (opened.kind === 'broken') expect(opened.message).toMatch(message);
  });

  it('refuses a link longer than the limit before reading it', () => {
    const hash = `#journey=1.${'A'.repeat(maxShareUrlChars)}`;
    const opened = openShareLink(hash, `${origin}/retail${hash}`);
    expect(opened).toMatchObject({ kind: 'broken', message: expect.stringMatching(/longer/) });
  });

  it('ignores a fragment that is not a shared journey', () => {
    expect(openShareLink('#main', `${origin}/retail#main`)).toEqual({ kind: 'none' });
    expect(openShareLink('', origin)).toEqual({ kind: 'none' });
  });
});
