import { describe, expect, it } from 'vitest';
import { readChallengeReturnMessage, sessionIdFromDeviceDataMessage } from './frame-messages';

const secureOrigin = 'http://localhost:3001';
const appOrigin = 'http://localhost:3000';
const completed = (extra: object = {}) =>
  JSON.stringify({ MessageType: 'profile.completed', Status: true, SessionId: '0_abc', ...extra });

describe('DDC frame messages', () => {
  it.each([
    ['the provider message', secureOrigin, completed(), '0_abc'],
    ['another origin', appOrigin, completed(), null],
    [
      'an object instead of a JSON string',
      secureOrigin,
      { MessageType: 'profile.completed' },
      null,
    ],
    ['not JSON', secureOrigin, 'profile.completed', null],
    ['Status false', secureOrigin, completed({ Status: false }), null],
    ['another MessageType', secureOrigin, completed({ MessageType: 'profile.started' }), null],
    [
      'no SessionId',
      secureOrigin,
      JSON.stringify({ MessageType: 'profile.completed', Status: true }),
      null,
    ],
  ])('%s → %s', (_name, origin, data, expected) => {
    expect(sessionIdFromDeviceDataMessage({ origin, data }, secureOrigin)).toBe(expected);
  });
});

describe('challenge return messages', () => {
  it.each([
    ["'Challenge received'", appOrigin, 'Challenge received', { received: true }],
    [
      'the return fields',
      appOrigin,
      { type: 'sjd:challenge-return', TransactionId: 'REF1', MD: '' },
      { received: true, transactionId: 'REF1' },
    ],
    ['from the 3DS origin', secureOrigin, 'Challenge received', null],
    ['anything else', appOrigin, 'Challenge received!', null],
    ['a foreign object', appOrigin, { type: 'other' }, null],
  ])('%s', (_name, origin, data, expected) => {
    expect(readChallengeReturnMessage({ origin, data }, appOrigin)).toEqual(expected);
  });
});
