// The wallet dialogs (spec §4 "Express demo", §8 video fallback text, §9 timings) with fake
// timers: each dialog is labelled and plays its sheet; on play the payment starts as 'Express
// Checkout'; the overlays (the shop's brand and amounts, PayPal's third) fade in at 4 s; the end
// of the video — or 6000 ms of Google Pay's mobile image — pays and leaves for the processing
// screen; Escape cancels and keeps the cart.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '../../config/paths';
import { sampleEnvironmentConfig } from '../../test/fixtures';
import { renderShopScreen } from '../../test/shop-route';
import { initialCartState } from '../cart/cart-slice';
import { initialPaymentState, type PaymentState } from '../journeys/slices/payment-slice';
import { initialEnvironmentState } from '../environment/environment-slice';
import { initialAppWrapperState } from '../shell/app-wrapper-slice';
import { ExpressWallets } from './ExpressWallets';
import { videoFallbackText } from './SheetPlayer';
import { walletButtonLabels } from './wallets';

const cart = {
  ...initialCartState(),
  items: [{ id: 2, title: 'Heart sunglasses', price: 100, quantity: 2 }],
  cartTotal: 200,
  itemCount: 2,
};

function renderWallets(
  options: { isDesktop?: boolean; amount?: number; payment?: Partial<PaymentState> } = {},
) {
  const view = renderShopScreen({
    theme: 'retail',
    screen: 'registerPayment',
    element: (
      <ExpressWallets
        wallets={['payPal', 'applePay', 'googlePay']}
        amount={options.amount ?? 200}
        brand="Sunbaked"
        outcomePath="/retail/processing"
        resultPaths={{
          success: '/retail/success',
          failure: '/retail/error',
          pending: '/retail/processing',
          cancel: '/retail/registerPayment',
        }}
        heading="Express checkout"
      />
    ),
    preloaded: {
      cart,
      environment: {
        ...initialEnvironmentState,
        configFetched: true,
        config: sampleEnvironmentConfig,
      },
      appWrapper: { ...initialAppWrapperState, isDesktop: options.isDesktop ?? true },
      payment: { ...initialPaymentState, ...options.payment },
    },
  });
  return { ...view, payment: () => view.store.getState().payment };
}

const buttonNames: Record<Wallet, string> = {
  payPal: 'Pay with PayPal',
  applePay: 'Pay with Apple Pay',
  googlePay: 'Pay with Google Pay',
};

/** Lets the listener's journey run its awaited steps. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

function open(wallet: Wallet) {
  const button = screen.getByRole('button', { name: buttonNames[wallet] });
  // As a pointer or the keyboard would: the button has the focus when it is pressed.
  act(() => button.focus());
  fireEvent.click(button);
  return screen.getByRole('dialog');
}

function overlay(text: string) {
  const element = document.querySelector(`[data-overlay="${text}"]`);
  if (!element) throw new Error(`No ${text} overlay`);
  return element;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('express wallets', () => {
  it('shows each wallet as its own button, named for what it does', () => {
    renderWallets();
    const section = screen.getByRole('region', { name: 'Express checkout' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    // Named by their content (visible words and the marks' names), no aria-label: Label in Name.
    for (const [index, wallet] of (['payPal', 'applePay', 'googlePay'] as const).entries()) {
      expect(buttons[index]).toHaveAccessibleName(walletButtonLabels[wallet]);
      expect(buttons[index]).not.toHaveAttribute('aria-label');
    }
  });

  it.each<Wallet>(['applePay', 'payPal', 'googlePay'])(
    '%s (desktop): labelled dialog, video with its fallback text; play starts, the end pays',
    async (wallet) => {
      const { store, router, payment } = renderWallets();
      const dialog = open(wallet);
      const name = { applePay: 'Apple Pay', payPal: 'PayPal', googlePay: 'Google Pay' }[wallet];
      expect(dialog).toHaveAccessibleName(name);
      expect(dialog).toHaveAccessibleDescription(/Sunbaked · Total £2\.00/);
      const video = within(dialog).getByLabelText(`${name} demo video`);
      expect(video.tagName).toBe('VIDEO');
      expect(video).toHaveTextContent(videoFallbackText);
      expect(video).toHaveAccessibleDescription(/Demo video of the/);
      expect(payment().paymentStatus).toBe('');

      fireEvent.playing(video);
      await settle();
      expect(payment()).toMatchObject({
        paymentStatus: 'processing',
        paymentMethod: 'Express Checkout',
      });

      fireEvent.ended(video);
      await settle();
      expect(store.getState().cart.itemCount).toBe(0);
      expect(payment().paymentStatus).toBe('success');
      expect(router.state.location.pathname).toBe('/retail/processing');
    },
  );

  it('overlays the shop and its amounts from about 4 s of play, PayPal the total in three parts that add up', async () => {
    renderWallets();
    const dialog = open('payPal');
    fireEvent.playing(within(dialog).getByLabelText('PayPal demo video'));
    await settle();
    // £2.00 does not divide by three: £0.67 + £0.67 + £0.66, not 3 × £0.67 = £2.01 (issue 35).
    expect(overlay('payLater')).toHaveTextContent('Pay in 3 interest-free: £0.67 + £0.67 + £0.66');
    expect(dialog).toHaveTextContent(
      'or 3 interest-free payments: £0.67 + £0.67 + £0.66 = £2.00 (the odd pennies come first)',
    );
    expect(overlay('total')).toHaveTextContent('£2.00');
    expect(overlay('returnTo')).toHaveTextContent('Cancel and return to Sunbaked');
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(overlay('total')).toHaveAttribute('data-shown', 'false');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(overlay('total')).toHaveAttribute('data-shown', 'true');
  });

  it("PayPal's review-page text goes when the video moves on, even with the clock behind it", async () => {
    renderWallets();
    const dialog = open('payPal');
    const video = within(dialog).getByLabelText('PayPal demo video');
    fireEvent.playing(video);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(overlay('payLater')).toHaveAttribute('data-shown', 'true');
    // The video is at 6 s ('Returning you to the shop') while the clock counted 4 s.
    Object.defineProperty(video, 'currentTime', { value: 6, configurable: true });
    fireEvent.timeUpdate(video);
    await settle();
    expect(overlay('payLater')).toHaveAttribute('data-shown', 'false');
    expect(overlay('total')).toHaveAttribute('data-shown', 'false');
  });

  it('a paused video stops the clock: the overlays wait for it', async () => {
    renderWallets();
    const dialog = open('applePay');
    const video = within(dialog).getByLabelText('Apple Pay demo video');
    fireEvent.playing(video);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.pause(video);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(overlay('total')).toHaveAttribute('data-shown', 'false');
    fireEvent.playing(video);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(overlay('total')).toHaveAttribute('data-shown', 'true');
    expect(overlay('merchant')).toHaveTextContent('Pay Sunbaked');
  });

  it('Google Pay on mobile: an image dialog that starts once its image has loaded and pays 6000 ms later', async () => {
    const { router, payment } = renderWallets({ isDesktop: false });
    const dialog = open('googlePay');
    expect(within(dialog).queryByLabelText('Google Pay demo video')).toBeNull();
    const image = within(dialog).getByRole('img');
    expect(image).toHaveAccessibleName(/The Google Pay sheet/);
    // A cold load: the image takes 1.5 s to arrive. The sheet has not started meanwhile.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(payment().paymentStatus).toBe('');
    expect(overlay('total')).toHaveAttribute('data-shown', 'false');
    fireEvent.load(image);
    await settle();
    expect(payment().paymentMethod).toBe('Express Checkout');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(overlay('total')).toHaveAttribute('data-shown', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(payment().paymentStatus).toBe('processing');
    expect(router.state.location.pathname).toBe('/retail/registerPayment');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(payment().paymentStatus).toBe('success');
    expect(router.state.location.pathname).toBe('/retail/processing');
  });

  it('PayPal with the failed outcome picked ends in error; the cart stays', async () => {
    const { store, router, payment } = renderWallets();
    const dialog = open('payPal');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Failed' }));
    const video = within(dialog).getByLabelText('PayPal demo video');
    fireEvent.playing(video);
    await settle();
    fireEvent.ended(video);
    await settle();
    expect(payment().paymentStatus).toBe('error');
    expect(store.getState().cart.itemCount).toBe(2);
    expect(router.state.location.pathname).toBe('/retail/processing');
  });

  it('Escape closes the dialog early: cancelled, nothing paid, the cart kept, focus back', async () => {
    const { store, router, payment } = renderWallets();
    const dialog = open('applePay');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.playing(within(dialog).getByLabelText('Apple Pay demo video'));
    await settle();
    expect(payment().paymentStatus).toBe('processing');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(payment()).toMatchObject({ paymentStatus: '', paymentAuth: null });
    expect(store.getState().cart.itemCount).toBe(2);
    expect(router.state.location.pathname).toBe('/retail/registerPayment');
    expect(screen.getByRole('button', { name: 'Pay with Apple Pay' })).toHaveFocus();
    const trail = store.getState().eventLog.triggers.flatMap((t) => t.events);
    expect(trail.at(-2)).toMatchObject({ title: 'Payment cancelled' });
    // The journey's result card: nothing was charged.
    expect(trail.at(-1)).toMatchObject({ api: 'Journey result', title: 'Not paid' });
  });

  it("after a failed wallet payment (the error page's 'Or'), a new sheet plays to its own end", async () => {
    const { router, payment } = renderWallets({
      payment: { paymentStatus: 'error', paymentMethod: 'Express Checkout' },
    });
    const dialog = open('payPal');
    await settle();
    expect(router.state.location.pathname).toBe('/retail/registerPayment');
    const video = within(dialog).getByLabelText('PayPal demo video');
    fireEvent.playing(video);
    await settle();
    expect(payment().paymentStatus).toBe('processing');
    expect(router.state.location.pathname).toBe('/retail/registerPayment');
    fireEvent.ended(video);
    await settle();
    expect(payment().paymentStatus).toBe('success');
    expect(router.state.location.pathname).toBe('/retail/processing');
  });

  it('a video the browser cannot play falls back to its poster and the same ending', async () => {
    const { payment } = renderWallets();
    const dialog = open('applePay');
    fireEvent.error(within(dialog).getByLabelText('Apple Pay demo video'));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(/Apple Pay sheet/);
    await settle();
    expect(payment().paymentStatus).toBe('processing');
    await act(() => vi.advanceTimersByTimeAsync(7000));
    await settle();
    expect(payment().paymentStatus).toBe('success');
  });

  it('an empty basket offers the wallets disabled, saying why', () => {
    renderWallets({ amount: 0 });
    expect(screen.getByRole('button', { name: 'Pay with Apple Pay' })).toBeDisabled();
    expect(screen.getByText(/Your basket is empty/)).toBeVisible();
  });
});
