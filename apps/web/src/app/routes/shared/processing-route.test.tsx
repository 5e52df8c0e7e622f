// {base}/processing (spec §2): 'Processing payment' or 'Adding card' with the spinner, the 3DS
// frames while the journey needs them, and the way out once it is over.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialEnvironmentState } from '../../../features/environment/environment-slice';
import { apiEventRecorded, triggerSaved } from '../../../features/event-log/event-log-slice';
import {
  initialPaymentState,
  type PaymentState,
} from '../../../features/journeys/slices/payment-slice';
import {
  initialThreeDsState,
  type ThreeDsStep,
} from '../../../features/journeys/slices/three-ds-slice';
import {
  initialTokensState,
  type TokensState,
} from '../../../features/journeys/slices/tokens-slice';
import { initialOrdersState } from '../../../features/journeys/slices/orders-slice';
import type { StoredOrder } from '../../../features/journeys/types';
import type { RootState } from '../../store';
import { sampleEnvironmentConfig } from '../../../test/fixtures';
import { renderShopScreen } from '../../../test/shop-route';
import { pendingText, ProcessingRoute } from './processing-route';

// jsdom does not navigate frames: the 3DS forms' posts go nowhere.
beforeEach(() => {
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

interface Journey {
  paymentStatus?: PaymentState['paymentStatus'];
  tokenStatus?: TokensState['tokenStatus'];
  step?: ThreeDsStep;
}

function journeyState({ paymentStatus = '', tokenStatus, step }: Journey): Partial<RootState> {
  return {
    payment: { ...initialPaymentState, paymentStatus },
    tokens: { ...initialTokensState, tokenStatus: tokenStatus ?? initialTokensState.tokenStatus },
    threeDS: { ...initialThreeDsState, step: step ?? { name: 'idle' } },
    environment: {
      ...initialEnvironmentState,
      configFetched: true,
      config: sampleEnvironmentConfig,
    },
  };
}

function renderProcessing(journey: Journey) {
  return renderShopScreen({
    theme: 'retail',
    screen: 'processing',
    element: <ProcessingRoute />,
    preloaded: journeyState(journey),
  });
}

const challenge = {
  url: 'http://localhost:3001/V2/Cruise/StepUp',
  jwt: 'challenge.j.w.t',
  reference: 'REF1',
  windowSize: '390x400',
};

/** Museart's processing screen for a hosted payment the provider reported pending. */
function renderPending(reference: string, orders: StoredOrder[] = []) {
  return renderShopScreen({
    theme: 'museart',
    screen: 'processing',
    element: <ProcessingRoute />,
    preloaded: {
      ...journeyState({}),
      payment: {
        ...initialPaymentState,
        paymentStatus: 'pending',
        paymentAuth: {
          outcome: 'pending',
          transactionReference: reference,
          amount: 1600,
          currency: 'GBP',
        },
      },
      orders: { ...initialOrdersState, orders },
    },
  });
}

describe('processing route', () => {
  it.each<[string, string, Journey]>([
    ['a payment', 'Processing payment', { paymentStatus: 'processing' }],
    ['a card being added', 'Adding card', { tokenStatus: 'processing' }],
  ])('%s: the spinner with %j', (_name, text, journey) => {
    renderProcessing(journey);
    expect(screen.getByRole('heading', { level: 1, name: text })).toBeVisible();
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    expect(screen.queryByTitle('3-D Secure check by your bank')).toBeNull();
    expect(screen.queryByText(/Your bank wants to check/)).toBeNull();
  });

  it("follows the terminal's latest step", () => {
    const { store } = renderProcessing({ paymentStatus: 'processing' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => {
      store.dispatch(triggerSaved({ name: 'Pay with card' }));
      store.dispatch(
        apiEventRecorded({
          trigger: 'Pay with card',
          event: { title: '3DS authentication', type: 'request', api: '3DS' },
        }),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Latest step: Pay with card · 3DS authentication (sent)',
    );
  });

  it('shows the challenge frame while the bank checks the shopper', () => {
    renderProcessing({ paymentStatus: 'processing', step: { name: 'challenged', challenge } });
    expect(screen.getByRole('heading', { level: 1, name: 'Processing payment' })).toBeVisible();
    expect(screen.getByText(/Your bank wants to check it's you/)).toBeVisible();
    expect(screen.getByTitle('3-D Secure check by your bank')).toBeInTheDocument();
  });

  it('hosts the hidden device data frame while the issuer profiles the browser', () => {
    const collection = { url: 'http://localhost:3001/V1/Cruise/Collect', jwt: 'j.w.t' };
    renderProcessing({
      paymentStatus: 'processing',
      step: { name: 'collectingDeviceData', deviceDataCollection: collection },
    });
    expect(screen.getByTitle('3-D Secure device data collection')).not.toBeVisible();
    expect(screen.queryByTitle('3-D Secure check by your bank')).toBeNull();
  });

  it.each<[string, Journey, string]>([
    ['a payment that succeeded', { paymentStatus: 'success' }, '/retail/success'],
    ['a declined payment', { paymentStatus: 'declined' }, '/retail/declined'],
    ['a failed payment', { paymentStatus: 'error' }, '/retail/error'],
    ['an added card', { tokenStatus: 'success' }, '/retail/account'],
    ['a card that could not be added', { tokenStatus: 'failure' }, '/retail/addCardfailed'],
    ['nothing running (a reload)', {}, '/retail/basket'],
  ])('%s goes to %s', (_name, journey, path) => {
    const { router } = renderProcessing(journey);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByText(`Now at ${path}`)).toBeVisible();
  });

  it('a hosted payment the provider reported pending: no journey, its reference and the way on', () => {
    const { store } = renderPending('SJD-pending-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Processing payment' })).toBeVisible();
    expect(screen.getByText(pendingText)).toBeVisible();
    expect(screen.getByText('Order reference: SJD-pending-1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book more tickets' })).toHaveAttribute(
      'href',
      '/museart/order-detail',
    );
    // Shown: the payment status is free for the next order, and the screen stays.
    expect(store.getState().payment.paymentStatus).toBe('');
    expect(screen.getByText(pendingText)).toBeVisible();
    // Not an order this browser keeps: no 'View order'.
    expect(screen.queryByRole('button', { name: 'View order' })).toBeNull();
  });

  it('a pending hosted payment kept as an order: View order opens it in the Orders panel', async () => {
    const { store } = renderPending('SJD-pending-2', [
      {
        transactionReference: 'SJD-pending-2',
        kind: 'payment',
        shop: 'museart',
        purpose: 'tickets',
        amount: 1600,
        currency: 'GBP',
        method: 'hostedPage',
        methodLabel: 'Hosted payment page',
        api: 'cardPayments',
        outcome: 'pending',
        placedAt: '2026-11-27T05:00:00.000Z',
        items: [],
      },
    ]);
    expect(screen.getByText(pendingText)).toBeVisible();
    await act(async () => screen.getByRole('button', { name: 'View order' }).click());
    expect(store.getState().orders.openReference).toBe('SJD-pending-2');
  });
});
