// The last pass over every log line of the server and the sandbox: secrets and card data go,
// the rest of the line stays as it was.
import { describe, expect, it } from 'vitest';
import { logUrl, maxLoggedUrlLength, scrubLogLine } from './log-scrubbing';

describe('scrubLogLine', () => {
  it.each([
    ['{"msg":"card 4444333322221111 declined"}', '{"msg":"card [redacted] declined"}'],
    ['{"msg":"card 4444 3333 2222 1111"}', '{"msg":"card [redacted]"}'],
    [
      '{"a":{"b":{"cardNumber":"5555555555554444","cvc":"123"}}}',
      '{"a":{"b":{"cardNumber":"[redacted]","cvc":"[redacted]"}}}',
    ],
    ['{"CVV":123,"Password":"x"}', '{"CVV":"[redacted]","Password":"[redacted]"}'],
    ['{"msg":"auth Basic dXNlcjpwYXNz"}', '{"msg":"auth Basic [redacted]"}'],
    [
      '{"time":1719912345678,"msg":"card 4444333322221111"}',
      '{"time":1719912345678,"msg":"card [redacted]"}',
    ],
    ['{"time":1719912345678,"url":"/x?pan=1234"}', '{"time":1719912345678,"url":"/x?pan=1234"}'],
  ])('scrubs %s', (line, expected) => {
    expect(scrubLogLine(line)).toBe(expected);
  });

  it('keeps a UUID whose digits run across its dashes, and still blanks a card number by it', () => {
    // 7 + 4 + 2 digits across the dashes: 13, card-number-like on its own.
    const id = 'd4125678-9012-45de-ad54-3139e34deaf5';
    expect(scrubLogLine(`{"provider":{"correlationId":"${id}"}}`)).toBe(
      `{"provider":{"correlationId":"${id}"}}`,
    );
    expect(scrubLogLine(`{"msg":"${id} card 4444-3333-2222-1111"}`)).toBe(
      `{"msg":"${id} card [redacted]"}`,
    );
  });

  it('keeps every random UUID whole', () => {
    for (let i = 0; i < 2000; i++) {
      const line = `{"correlationId":"${crypto.randomUUID()}"}`;
      expect(scrubLogLine(line)).toBe(line);
    }
  });

  it('leaves timestamps, ports and ordinary numbers alone', () => {
    const line = '{"level":30,"time":1719912345678,"pid":4242,"port":43121,"msg":"ok 12345"}';
    expect(scrubLogLine(line)).toBe(line);
  });
});

describe('logUrl', () => {
  const keep = new Set(['environment']);

  it.each([
    ['/api/payments', '/api/payments'],
    ['/api/config?environment=live', '/api/config?environment=live'],
    ['/museart?from=landing&environment=try', '/museart?from=[redacted]&environment=try'],
    ['/x?token=abc.def.ghi&flag&=v', '/x?token=[redacted]&flag&=[redacted]'],
    ['/x?a=1?b=2', '/x?a=[redacted]'],
    ['/x?', '/x?'],
  ])('shows %s as %s', (url, expected) => {
    expect(logUrl(url, keep)).toBe(expected);
  });

  it('cuts a long URL, marking the cut', () => {
    const logged = logUrl(`/${'a'.repeat(5000)}`, keep);
    expect(logged).toHaveLength(maxLoggedUrlLength);
    expect(logged.endsWith('a…')).toBe(true);
  });

  it('leaves a card number in a kept value or the path to scrubLogLine', () => {
    const url = logUrl('/tokens/4444333322221111?environment=4444333322221111', keep);
    expect(scrubLogLine(JSON.stringify({ url }))).toBe(
      '{"url":"/tokens/[redacted]?environment=[redacted]"}',
    );
  });
});
