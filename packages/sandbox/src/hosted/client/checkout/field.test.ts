// @vitest-environment jsdom
// A card field frame whose input already holds what the shopper typed before the frame's script
// ran (a slow connection: the input is in the frame's HTML, the script is deferred): the script
// formats it and counts it, instead of reporting the field empty.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelName } from '../../shared/checkout-protocol';

const instance = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('checkout field frame', () => {
  const shared: unknown[] = [];
  let channel: BroadcastChannel;

  beforeAll(async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
      },
    );
    channel = new BroadcastChannel(channelName(instance));
    channel.onmessage = (event: MessageEvent) => shared.push(event.data);
    document.body.innerHTML = `<main class="field field-pan"><div class="box">
        <input id="pan" class="is-empty" aria-label="Card number" />
        <span class="brand" aria-hidden="true"></span></div>
      <p id="message" class="message"></p></main>
      <script type="application/json" id="sjd-data">${JSON.stringify({
        instance,
        parent: 'http://localhost:3000',
        field: 'pan',
        enablePanFormatting: true,
        acceptedCardBrands: ['visa', 'mastercard'],
        cvcOnly: false,
      })}</script>`;
    const input = document.querySelector('input');
    if (input) input.value = '4000000000001091';
    await import('./field');
  });

  afterAll(() => channel.close());

  it('formats what was typed before it ran, shows its brand and counts it as valid', async () => {
    const input = document.querySelector('input');
    expect(input?.value).toBe('4000 0000 0000 1091');
    expect(input?.classList.contains('is-valid')).toBe(true);
    expect(input?.classList.contains('is-empty')).toBe(false);
    expect(document.querySelector('.brand')?.textContent).toBe('VISA');
    await vi.waitFor(() =>
      expect(shared).toContainEqual(
        expect.objectContaining({ kind: 'value', field: 'pan', isValid: true }),
      ),
    );
  });
});
