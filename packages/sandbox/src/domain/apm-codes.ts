// The codes a QR method hands the shopper (the APMs API's `transactionCode` and, as a base64
// PNG, `redirect`): Pix's "copia e cola" EMV code and Swish's payment-request token. The QR
// symbols are drawn by a real QR encoder (`qr`, no dependencies) and written as PNG by `pngjs`
// (no dependencies); the shopper's page draws the same symbol as SVG.
import { PNG } from 'pngjs';
import encodeQR from 'qr';
import { opaqueId } from './ids';

/** EMV "tag, length, value" (the BR Code is EMV QRCPS-MPM). */
const tlv = (tag: string, value: string) =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE, as the EMV merchant-presented QR specification requires (tag 63). */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** ASCII letters and digits only, cut to `max` (the BR Code's merchant fields). */
const plain = (value: string, max: number) =>
  value
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .slice(0, max) || 'SANDBOX';

/**
 * A dynamic Pix BR Code: payload format 01, point of initiation 12 (one use), the Pix account
 * (GUI `br.gov.bcb.pix`, a location on the sandbox), MCC 0000, currency 986 (BRL), the amount,
 * country BR, the merchant's name (the narrative), city, the transaction id, then the CRC.
 */
export function pixCode(input: {
  publicUrl: string;
  amount: number;
  merchantName: string;
  txid: string;
}): string {
  const host = new URL(input.publicUrl).host;
  const account =
    tlv('00', 'br.gov.bcb.pix') + tlv('25', `${host}/pix/v2/${input.txid}`.slice(0, 77));
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', (input.amount / 100).toFixed(2)) +
    tlv('58', 'BR') +
    tlv('59', plain(input.merchantName, 25)) +
    tlv('60', 'SAO PAULO') +
    tlv('62', tlv('05', input.txid.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}

/** A Swish payment-request token: 32 upper-case hexadecimal characters, as the API's example. */
export const swishToken = () =>
  Buffer.from(opaqueId(16), 'base64url').toString('hex').toUpperCase();

/** What a Swish QR code carries: the app's URL scheme with the token [H: the API's description]. */
export const swishQrText = (token: string) => `swish://paymentrequest?token=${token}`;

/** A QR symbol as a PNG, base64 (the API's `redirect` for Pix and Swish without a phone). */
export function qrPngBase64(text: string, scale = 6): string {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  const size = modules.length * scale;
  const png = new PNG({ width: size, height: size, colorType: 0, inputColorType: 0, bitDepth: 8 });
  // One byte per pixel (grey): 0 for a dark module, 255 for a light one.
  const data = Buffer.alloc(size * size, 255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        data.fill(
          0,
          (y * scale + dy) * size + x * scale,
          (y * scale + dy) * size + (x + 1) * scale,
        );
      }
    }),
  );
  png.data = data;
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0 }).toString('base64');
}

/** The same symbol as an SVG document, for the shopper's page. */
export const qrSvg = (text: string) => encodeQR(text, 'svg', { ecc: 'medium', border: 4 });
