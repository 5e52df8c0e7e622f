// The hosted page's steps: each event in the step it applies to, and ignored in the others.
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { paymentJourneyReset } from '../events';
import { hostedPaymentRequested, paymentOutcomeAcknowledged } from '../events';
import {
  hostedLibrarySetUp,
  hostedPageCreated,
  hostedPageLeft,
  hostedPageUnavailable,
  hostedResultReceived,
  hppSlice,
  type HostedPageStep,
} from './hpp-slice';

const page = {
  url: 'http://localhost:3001/app/hpp/integration/transaction/abc',
  transactionReference: 'SJD-1',
  libraryUrl: 'http://localhost:3001/lib.js',
};
const idle: HostedPageStep = { name: 'idle' };
const initialising: HostedPageStep = { name: 'initialising' };
const open: HostedPageStep = { name: 'open', ...page, setup: null };
const setUp: HostedPageStep = { ...open, setup: { type: 'iframe' } };
const result = { status: 'success', transactionReference: 'SJD-1', data: null };
const answered: HostedPageStep = { name: 'answered', result };
const unavailable: HostedPageStep = { name: 'unavailable', problem: 'library', message: 'blocked' };
const request = hostedPaymentRequested({ charge: { amount: 1600, purpose: 'tickets' } });

const cases: [string, HostedPageStep, UnknownAction, HostedPageStep][] = [
  ['pay: the page is being created', idle, request, initialising],
  ['try again after a failure', unavailable, request, initialising],
  ['pay again after a result', answered, request, initialising],
  ['created: the page opens', initialising, hostedPageCreated(page), open],
  ['the library is set up', open, hostedLibrarySetUp({ setup: { type: 'iframe' } }), setUp],
  ['the result', setUp, hostedResultReceived(result), answered],
  [
    'the page could not be created',
    initialising,
    hostedPageUnavailable({ problem: 'initialisation', message: 'HTTP 502' }),
    { name: 'unavailable', problem: 'initialisation', message: 'HTTP 502' },
  ],
  [
    'the library did not load',
    open,
    hostedPageUnavailable({ problem: 'library', message: 'blocked' }),
    unavailable,
  ],
  ['left while open', setUp, hostedPageLeft(), idle],
  ['left while being created', initialising, hostedPageLeft(), idle],
  ['the result screen closes it', answered, paymentOutcomeAcknowledged(), idle],
  ['a reset closes it', setUp, paymentJourneyReset(), idle],
  ['ignored: pay while open', setUp, request, setUp],
  ['ignored: pay while being created', initialising, request, initialising],
  ['ignored: a page created after the shopper left', idle, hostedPageCreated(page), idle],
  ['ignored: a second set-up', setUp, hostedLibrarySetUp({ setup: 'again' }), setUp],
  ['ignored: a second result', answered, hostedResultReceived(result), answered],
  [
    'ignored: a result before the page opened',
    initialising,
    hostedResultReceived(result),
    initialising,
  ],
  ['ignored: leaving after the result', answered, hostedPageLeft(), answered],
  [
    'ignored: a failure after the result',
    answered,
    hostedPageUnavailable({ problem: 'library', message: 'late' }),
    answered,
  ],
];

describe('hpp slice', () => {
  it.each(cases)('%s', (_name, step, action, expected) => {
    expect(hppSlice.reducer({ step }, action)).toEqual({ step: expected });
  });
});
