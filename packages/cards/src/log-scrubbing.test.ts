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
    ['{"time":1719912345678,"url":"/x?page=1234"}', '{"time":1719912345678,"url":"/x?page=1234"}'],
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

  // Issue 34, item 6: card numbers and secrets as a URL carries them, wherever a string quotes
  // one (a request URL, an error message).
  it.each([
    ['/retail/4000%200000%200000%201091', '/retail/[redacted]'],
    ['/retail/4000+0000+0000+1091', '/retail/[redacted]'],
    ['/retail/4000.0000.0000.1091', '/retail/[redacted]'],
    ['/retail/4000_0000_0000_1091', '/retail/[redacted]'],
    ['/retail/4000%2D0000%2d0000%2D1091', '/retail/[redacted]'],
    ['/retail/4000%25200000%25200000%25201091', '/retail/[redacted]'],
    ['/r/%34%30%30%30%30%30%30%30%30%30%30%30%31%30%39%31?x', '/r/[redacted]?x'],
    ['/r/%2534%2530%2530%2530000000001091', '/r/[redacted]'],
    ['/x?cvc=123&password=hunter2&ok=1', '/x?cvc=[redacted]&password=[redacted]&ok=1'],
    ['/x/CVC=123;Password=hunter2', '/x/CVC=[redacted];Password=[redacted]'],
    ['/x%3Fcvc%3D123%26password%3Dhunter2', '/x%3Fcvc%3D[redacted]%26password%3D[redacted]'],
    ['cannot read cvc=737 in "a b"', 'cannot read cvc=[redacted] in "a b"'],
  ])('scrubs %s in any string', (text, expected) => {
    const line = JSON.stringify({ msg: 'x', err: { message: text } });
    expect(scrubLogLine(line)).toBe(JSON.stringify({ msg: 'x', err: { message: expected } }));
  });

  it('keeps an IPv4 address, short numbers and words that only contain a secret name', () => {
    const line =
      '{"req":{"remoteAddress":"192.168.100.200","url":"/japan=1?span=2&v=1.2.3"},"ms":12.5}';
    expect(scrubLogLine(line)).toBe(line);
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

  // Issue 34, item 6: what logUrl keeps is checked decoded, whatever the separator or encoding.
  it.each([
    ['/retail?q=4000%200000%200000%201091&cvc=123', '/retail?q=[redacted]&cvc=[redacted]'],
    ['/retail/4000%200000%200000%201091/x', '/retail/[redacted]/x'],
    ['/retail/4000%C2%A00000%C2%A00000%C2%A01091', '/retail/[redacted]'],
    ['/retail/4000%E2%80%890000%E2%80%890000%E2%80%891091', '/retail/[redacted]'],
    ['/x?environment=4000+0000+0000+1091', '/x?environment=[redacted]'],
    ['/x?environment=%2534%2530%2530%2530000000001091', '/x?environment=[redacted]'],
    ['/x?environment=a%26cvc%3D123', '/x?environment=[redacted]'],
    ['/x?4000%200000%200000%201091', '/x?[redacted]'],
    ['/x/cvc=123;password=hunter2/y', '/x/[redacted]/y'],
    [
      '/t/d4125678-9012-45de-ad54-3139e34deaf5?environment=live',
      '/t/d4125678-9012-45de-ad54-3139e34deaf5?environment=live',
    ],
  ])('shows %s as %s, checked decoded', (url, expected) => {
    expect(logUrl(url, keep)).toBe(expected);
  });

  it('leaves a card number in a kept value or the path to scrubLogLine', () => {
    const url = logUrl('/tokens/4444333322221111?environment=4444333322221111', keep);
    expect(scrubLogLine(JSON.stringify({ url }))).toBe(
      '{"url":"/tokens/[redacted]?environment=[redacted]"}',
    );
  });
});
