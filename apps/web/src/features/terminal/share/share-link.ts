// "Share journey" (issue 32): the shop, the demo settings and the recorded trail in the link's
// fragment — deflated (fflate) and base64url-encoded —, so no server keeps anything and the
// fragment never reaches a server at all (browsers do not send it). Nothing secret goes in: the
// trail already masks card numbers and CVCs; before encoding it goes through the logs' scrubber
// (@sjd/cards/log-scrubbing), which blanks card-number-like digit runs, card, CVC and credential
// fields and Basic credentials wherever they are nested.
//
// Size: Chromium opens a URL of up to 2,097,152 characters (2 MiB) and aborts a longer one —
// measured here in Debian's Chromium 156 (headless shell). A shared link also has to survive other
// browsers, chat apps and mail, so we refuse links over 64 KiB (65,536 characters): 1/32 of what
// Chromium takes, and the length Firefox shows in its address bar. A recorded 3DS journey makes
// a link of about 3 KB.
//
// Opening a link: every step is checked — the prefix and version, the base64url alphabet, the
// inflated size (a small fragment could inflate to gigabytes), the JSON, and the zod schema of
// the shop, the settings and every trail event — and any failure gives a message, never a throw.
import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';
import * as z from 'zod/mini';
import { environmentNameSchema } from '@sjd/contracts';
import { shopThemes, type ShopTheme } from '../../../config/paths';
import { triggerSchema, type Trigger } from '../../event-log';
import { scrubbedTrail } from '../export-scrub';
import type { DemoSettings } from '../../site-config';
import {
  clientIntegrationTypes,
  currencyCodes,
  integrationTypes,
} from '../../../themes/theme-types';

/** The fragment key: `#journey=1.<base64url of the deflated JSON>`. */
export const shareKey = 'journey';
const shareVersion = 1;
/** The longest link we hand out (see the header). */
export const maxShareUrlChars = 65_536;
/** The most JSON a link may inflate to (a 64 KiB link holds far less than this). */
const maxInflatedBytes = 4 * 1024 * 1024;

export interface SharedJourney {
  shop: ShopTheme;
  settings: DemoSettings;
  triggers: Trigger[];
}

const settingsSchema = z.object({
  environment: environmentNameSchema,
  integrationType: z.enum(integrationTypes),
  clientIntegrationType: z.enum(clientIntegrationTypes),
  currency: z.enum(currencyCodes),
  allow3DS: z.boolean(),
  allowFraudSight: z.boolean(),
  checkCVC: z.boolean(),
  allowExpressPayment: z.boolean(),
  /** Issue 45; links made before it have none: on, as the default. */
  allowLocalMethods: z._default(z.boolean(), true),
});

const journeySchema = z.object({
  v: z.literal(shareVersion),
  shop: z.enum(shopThemes),
  settings: settingsSchema,
  triggers: z.array(triggerSchema).check(z.maxLength(500)),
});

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The link's check (FNV-1a, 32 bits, as 8 hex digits) over its packed data: a changed character
 * can still inflate to a valid journey (deflate has no check of its own), so without it some
 * tampered links would open as if they were the journey shared.
 */
export function shareChecksum(packed: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < packed.length; i += 1) {
    hash ^= packed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export type ShareLink = { ok: true; url: string } | { ok: false; message: string };

/** The link of a journey: `origin` + the shop's path + the fragment; or why there is none. */
export function shareLink(journey: SharedJourney, origin: string): ShareLink {
  const payload = {
    v: shareVersion,
    shop: journey.shop,
    settings: journey.settings,
    triggers: scrubbedTrail(journey.triggers),
  };
  const packed = toBase64Url(deflateSync(strToU8(JSON.stringify(payload)), { level: 9 }));
  const url = `${origin}/${journey.shop}#${shareKey}=${shareVersion}.${packed}.${shareChecksum(packed)}`;
  if (url.length > maxShareUrlChars) {
    return {
      ok: false,
      message: `This journey makes a link of ${Math.ceil(url.length / 1024)} KB, over the ${maxShareUrlChars / 1024} KB a link can safely carry. Clear the terminal, run just the journey to share, and share again — or export it as a HAR file.`,
    };
  }
  return { ok: true, url };
}

export type OpenedLink =
  | { kind: 'none' }
  | { kind: 'journey'; journey: SharedJourney }
  | { kind: 'broken'; message: string };

const broken = (why: string): OpenedLink => ({
  kind: 'broken',
  message: `This shared journey link cannot be opened: ${why} The shop opens as usual instead.`,
});

/** Inflates, refusing to go past maxInflatedBytes. */
function inflateBounded(bytes: Uint8Array): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let isTooLarge = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxInflatedBytes) isTooLarge = true;
    else chunks.push(chunk);
  });
  try {
    inflater.push(bytes, true);
  } catch {
    return null;
  }
  if (isTooLarge) return null;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** What a page's fragment holds: no shared journey, a journey, or a link that is broken. */
export function openShareLink(hash: string, href = ''): OpenedLink {
  const match = new RegExp(`^#${shareKey}=(.*)$`, 's').exec(hash);
  if (!match) return { kind: 'none' };
  if (href.length > maxShareUrlChars) {
    return broken(`it is longer (${Math.ceil(href.length / 1024)} KB) than a shared link can be.`);
  }
  const [version, packed = '', checksum = ''] = (match[1] ?? '').split('.', 3);
  if (version !== String(shareVersion)) {
    return broken('it was made by another version of the demo, or it was cut.');
  }
  const bytes = fromBase64Url(packed);
  if (!bytes || bytes.length === 0) return broken('it holds characters a link of ours never has.');
  if (checksum !== shareChecksum(packed)) {
    return broken('its data is damaged (was the link cut or changed?).');
  }
  const inflated = inflateBounded(bytes);
  if (!inflated) return broken('its data is damaged (was the link cut or changed?).');
  let json: unknown;
  try {
    json = JSON.parse(strFromU8(inflated));
  } catch {
    return broken('its data is damaged (was the link cut or changed?).');
  }
  const parsed = journeySchema.safeParse(json);
  if (!parsed.success) return broken('its data is not a journey this demo recorded.');
  const { shop, settings, triggers } = parsed.data;
  return { kind: 'journey', journey: { shop, settings, triggers } };
}
