// The summary line's path is the path as the trail holds it: a shared trail's cut ids stay an
// ellipsis (the URL parser would show them as %E2%80%A6), the query stays, a path alone stays.
import { describe, expect, it } from 'vitest';
import { pathOf } from './trail-rows';

describe('pathOf', () => {
  it.each([
    [
      'http://localhost:3001/api/payments/CQw7cC…/3dsDeviceData',
      '/api/payments/CQw7cC…/3dsDeviceData',
    ],
    [
      'http://localhost:3001/payments/events?transactionReference=SJD-1',
      '/payments/events?transactionReference=SJD-1',
    ],
    ['http://localhost:3001', '/'],
    ['http://localhost:3001/api/webhooks#x', '/api/webhooks'],
    ['/api/webhooks/faults', '/api/webhooks/faults'],
    ['HTTP://LOCALHOST:3001/api/payments/CQw7cC…/x', '/api/payments/CQw7cC…/x'],
  ])('%s → %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });
});
