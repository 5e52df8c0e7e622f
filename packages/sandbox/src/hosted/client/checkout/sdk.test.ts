// @vitest-environment jsdom
// The Checkout SDK on a merchant page (jsdom: frames are added, not loaded): its frames go in one
// per task, the card fields in their order and the hidden controller last, each field's
// container marked empty from the start.
import { beforeAll, describe, expect, it } from 'vitest';

interface CheckoutGlobal {
  Worldpay: { checkout: { init(config: unknown, callback: () => void): void } };
}

/** A task after those already queued (the SDK's own steps are message tasks too). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

describe('Worldpay.checkout.init', () => {
  beforeAll(async () => {
    document.body.innerHTML = `<form id="card-form">
      <div id="pan"></div><div id="expiry"></div><div id="cvv"></div>
    </form>`;
    await import('./sdk');
  });

  it('adds the field frames one per task, in order, then the hidden controller', async () => {
    const { Worldpay } = window as unknown as CheckoutGlobal;
    Worldpay.checkout.init(
      {
        id: 'sjd-checkout-id',
        form: '#card-form',
        fields: {
          pan: { selector: '#pan' },
          expiry: { selector: '#expiry' },
          cvv: { selector: '#cvv' },
        },
      },
      () => {},
    );
    const titles = () => [...document.querySelectorAll('iframe')].map((frame) => frame.title);
    const seen = [titles()];
    for (let task = 0; task < 4; task += 1) {
      await nextTask();
      seen.push(titles());
    }
    expect(seen.map((list) => list.length)).toEqual([1, 2, 3, 4, 4]);
    expect(seen.at(-1)).toEqual(['Card number', 'Expiry date', 'Security code', 'Checkout']);
    for (const id of ['pan', 'expiry', 'cvv']) {
      expect(document.getElementById(id)?.classList.contains('is-empty')).toBe(true);
    }
    const controller = document.querySelector<HTMLIFrameElement>('iframe[title="Checkout"]');
    expect(controller?.style.display).toBe('none');
    expect(controller?.parentElement?.id).toBe('card-form');
  });
});
