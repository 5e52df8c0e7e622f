// What each result-callback status means (spec §4 "Hosted payment (museart)"), and the callback's
// data read as foreign data.
import { describe, expect, it } from 'vitest';
import { hostedPaymentStatuses } from '@sjd/contracts';
import { hostedOutcome, outcomeEvents, readHostedResult } from './hosted-result';

describe('hosted payment result', () => {
  it.each([
    ['success', 'success'],
    ['pending', 'pending'],
    ['failure', 'declined'],
    ['error', 'error'],
    ['exception', 'error'],
    ['cancelled_by_customer', 'error'],
    ['cancelled_by_shopper', 'error'],
    ['session_expired', 'error'],
    ['cancel', 'error'],
    ['', 'error'],
    ['toString', 'error'],
  ])('%j → %s', (status, outcome) => {
    expect(hostedOutcome(status)).toBe(outcome);
  });

  it('names every status the provider documents', () => {
    for (const status of hostedPaymentStatuses) {
      expect(['success', 'pending', 'declined', 'error']).toContain(hostedOutcome(status));
    }
  });

  it('records the events spec §4 names', () => {
    expect(outcomeEvents.success.title).toBe('Success settle');
    expect(outcomeEvents.declined.title).toBe('Declined');
    expect(outcomeEvents.error.title).toBe('Error');
  });

  it('reads the order out of the callback data, and nothing out of anything else', () => {
    expect(
      readHostedResult({ order: { status: 'success', transactionReference: 'SJD-1' } }),
    ).toEqual({
      status: 'success',
      transactionReference: 'SJD-1',
      data: { order: { status: 'success', transactionReference: 'SJD-1' } },
    });
    expect(readHostedResult({ order: { status: 'failure' } })).toMatchObject({
      status: 'failure',
      transactionReference: null,
    });
    expect(readHostedResult('success')).toEqual({
      status: '',
      transactionReference: null,
      data: 'success',
    });
    expect(readHostedResult(undefined)).toEqual({
      status: '',
      transactionReference: null,
      data: null,
    });
  });
});
