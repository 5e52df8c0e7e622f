// The exchange's handler against a scripted dispatcher: what it collects from undici's callbacks,
// and that it settles once — with the answer, the dispatcher's error or the deadline, whatever
// stage the call is at (before a connection, mid-body) — and aborts a connection it gave up on.
import { Dispatcher } from 'undici';
import { describe, expect, it, vi } from 'vitest';
import { exchange, type ExchangeRequest } from './exchange';

type Script = (options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) => void;

/** A dispatcher that plays `script` on each dispatch (undici's controller callbacks). */
class ScriptedDispatcher extends Dispatcher {
  readonly calls: Dispatcher.DispatchOptions[] = [];
  constructor(private readonly script: Script) {
    super();
  }
  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) {
    this.calls.push(options);
    this.script(options, handler);
    return true;
  }
}

const request: ExchangeRequest = {
  url: 'http://127.0.0.1:4011/base/verifiedTokens/cardOnFile?x=1',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{"a":1}',
};
/** A controller whose abort is `abort` (what a dispatcher hands the handler). */
function controllerWith(abort: (reason: Error) => void = () => undefined) {
  const controller: Dispatcher.DispatchController = {
    aborted: false,
    paused: false,
    reason: null,
    abort,
    pause: () => undefined,
    resume: () => undefined,
  };
  return controller;
}

describe('exchange', () => {
  it('sends to the origin and path, and collects status, the two headers and the whole body', async () => {
    const dispatcher = new ScriptedDispatcher((_options, handler) => {
      const controller = controllerWith();
      handler.onRequestStart?.(controller, {});
      // undici parses the headers, lower-casing names; a repeated one is a list.
      handler.onResponseStart?.(controller, 201, {
        'content-type': ['application/vnd.worldpay.verified-tokens-v3.hal+json', 'text/plain'],
        'x-other': 'ignored',
        'wp-correlationid': 'corr-1',
      });
      // A byte-order mark and a body in two chunks, split inside a character.
      const bytes = Buffer.from('\ufeff{"name":"café"}');
      handler.onResponseData?.(controller, bytes.subarray(0, 16));
      handler.onResponseData?.(controller, bytes.subarray(16));
      handler.onResponseEnd?.(controller, {});
    });
    const result = await exchange(dispatcher, request, 1000);
    expect(dispatcher.calls[0]).toMatchObject({
      origin: 'http://127.0.0.1:4011',
      path: '/base/verifiedTokens/cardOnFile?x=1',
      method: 'POST',
      body: '{"a":1}',
    });
    expect(result).toEqual({
      ok: true,
      answer: {
        status: 201,
        contentType: 'application/vnd.worldpay.verified-tokens-v3.hal+json',
        correlationId: 'corr-1',
        text: '{"name":"café"}',
      },
    });
  });

  it('times out before the request starts, and aborts it when it does', async () => {
    const abort = vi.fn();
    let handlerOf: Dispatcher.DispatchHandler | undefined;
    const dispatcher = new ScriptedDispatcher((_options, handler) => {
      handlerOf = handler;
    });
    expect(await exchange(dispatcher, request, 20)).toEqual({ ok: false, timedOut: true });
    handlerOf?.onRequestStart?.(controllerWith(abort), {});
    expect(abort).toHaveBeenCalledOnce();
  });

  it('times out mid-body, aborts the connection once, and ignores what arrives later', async () => {
    const abort = vi.fn();
    let handlerOf: Dispatcher.DispatchHandler | undefined;
    const controller = controllerWith(abort);
    const dispatcher = new ScriptedDispatcher((_options, handler) => {
      handlerOf = handler;
      handler.onRequestStart?.(controller, {});
      handler.onResponseStart?.(controller, 200, { 'content-type': 'application/json' });
      handler.onResponseData?.(controller, Buffer.from('{"partial":'));
    });
    expect(await exchange(dispatcher, request, 20)).toEqual({ ok: false, timedOut: true });
    expect(abort).toHaveBeenCalledOnce();
    handlerOf?.onResponseEnd?.(controller, {});
    handlerOf?.onResponseError?.(controller, new Error('aborted'));
  });

  it("settles with the dispatcher's error, once, and never rejects", async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const failing = new ScriptedDispatcher((_options, handler) => {
      handler.onResponseError?.(controllerWith(), refused);
      handler.onResponseEnd?.(controllerWith(), {});
    });
    expect(await exchange(failing, request, 1000)).toEqual({
      ok: false,
      timedOut: false,
      error: refused,
    });
    const throwing = new ScriptedDispatcher(() => {
      throw new Error('invalid request');
    });
    expect(await exchange(throwing, request, 1000)).toMatchObject({ ok: false, timedOut: false });
  });

  it('keeps the answer when an error follows the end of the body', async () => {
    const dispatcher = new ScriptedDispatcher((_options, handler) => {
      const controller = controllerWith();
      handler.onRequestStart?.(controller, {});
      handler.onResponseStart?.(controller, 204, {});
      handler.onResponseEnd?.(controller, {});
      handler.onResponseError?.(controller, new Error('socket closed'));
    });
    expect(await exchange(dispatcher, request, 1000)).toEqual({
      ok: true,
      answer: { status: 204, contentType: '', correlationId: null, text: '' },
    });
  });
});
