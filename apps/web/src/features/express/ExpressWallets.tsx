// The express wallets of a screen (spec §2: registerPayment's express buttons, the result panel's
// wallets after 'Or'; §4 "Express demo"): a button per wallet opening its demo dialog. The sheet
// starting to play starts the wallet's payment (the payment method becomes 'Express Checkout'),
// its end hands over to the wallet journey and takes the shopper to the shop's processing screen,
// which shows {base}/success or {base}/error once the payment is over. Closing the dialog first
// cancels: nothing is paid, the cart stays. Leaving the screen with the dialog open cancels too.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Wallet } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { walletPaymentCancelled, walletPaymentStarted, type WalletResultUrls } from '../journeys';
import { selectIsDesktop, useDeviceScreen } from '../shell';
import { selectCurrency } from '../site-config';
import { walletSheetFinished, type SheetOutcome } from '../journeys';
import { payLaterParts, payLaterTexts } from './pay-later';
import type { SlotText } from './sheet-layout';
import { WalletButton } from './WalletButton';
import { WalletDialog } from './WalletDialog';

export interface ExpressWalletsProps {
  wallets: readonly Wallet[];
  /** What the wallet pays: the cart total, in minor units of the site currency. */
  amount: number;
  /** The shop's brand, where the real sheet shows the merchant. */
  brand: string;
  /** The shop's processing screen: it forwards to the outcome's screen. */
  outcomePath: string;
  /** The shop's pages PayPal sends the shopper back to (paths of this site). */
  resultPaths: WalletResultUrls;
  /** A heading over the buttons (registerPayment); none after the result panel's 'Or'. */
  heading?: string;
}

interface OpenSheet {
  wallet: Wallet;
  /**
   * playing: the dialog is open; finished: the sheet ended and the journey takes over (leaving
   * now does not cancel); cancelled: the dialog is closing.
   */
  phase: 'playing' | 'finished' | 'cancelled';
}

export function ExpressWallets(props: ExpressWalletsProps) {
  const { wallets, amount, brand, outcomePath, resultPaths, heading } = props;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const theme = useTheme();
  const isDesktop = useAppSelector(selectIsDesktop);
  const currency = useAppSelector(selectCurrency);
  const container = useDeviceScreen();
  const headingId = useId();
  const [sheet, setSheet] = useState<OpenSheet | null>(null);
  const openSheet = useRef<OpenSheet | null>(null);

  // Leaving the screen (Back, a link) with a sheet playing cancels its payment.
  useEffect(
    () => () => {
      const current = openSheet.current;
      if (current?.phase === 'playing') {
        dispatch(walletPaymentCancelled({ wallet: current.wallet }));
      }
    },
    [dispatch],
  );

  const money = (minor: number) => formatMoney({ amount: minor, currency });
  const total = money(amount);
  const payLater = payLaterTexts(payLaterParts(amount).map(money), total);
  const texts: Record<SlotText, string> = {
    merchant: `Pay ${brand}`,
    total,
    payLater: payLater.overlay,
    returnTo: `Cancel and return to ${brand}`,
  };
  const absolute = (path: string) => new URL(path, window.location.origin).href;
  const canPay = amount > 0;

  const start = (wallet: Wallet) =>
    dispatch(
      walletPaymentStarted({
        wallet,
        charge: { amount, purpose: 'wallet' },
        resultUrls: {
          success: absolute(resultPaths.success),
          failure: absolute(resultPaths.failure),
          pending: absolute(resultPaths.pending),
          cancel: absolute(resultPaths.cancel),
        },
        siteOrigin: window.location.origin,
      }),
    );
  const moveTo = (next: OpenSheet | null) => {
    // At once, not after the next render: leaving the screen now must see the new phase.
    openSheet.current = next;
    setSheet(next);
  };
  // The journey takes over and the processing screen waits for it, as after a card form: this
  // screen may not outlive the payment (the result panel's wallets go once the basket is empty).
  const finish = (wallet: Wallet, outcome: SheetOutcome) => {
    moveTo({ wallet, phase: 'finished' });
    dispatch(walletSheetFinished({ wallet, outcome }));
    void navigate(outcomePath);
  };
  const cancel = (wallet: Wallet) => {
    moveTo({ wallet, phase: 'cancelled' });
    dispatch(walletPaymentCancelled({ wallet }));
  };

  return (
    <Box
      component="section"
      aria-label={heading ? undefined : 'Express checkout'}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 1 }}>
          {heading}
        </Typography>
      )}
      <Stack spacing={1.25}>
        {wallets.map((wallet) => (
          <WalletButton
            key={wallet}
            wallet={wallet}
            tone={theme.palette.mode === 'dark' ? 'light' : 'dark'}
            disabled={!canPay}
            onClick={() => moveTo({ wallet, phase: 'playing' })}
          />
        ))}
      </Stack>
      {!canPay && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Your basket is empty: add something to pay for it with a wallet.
        </Typography>
      )}
      {sheet && (
        <WalletDialog
          key={sheet.wallet}
          wallet={sheet.wallet}
          open={sheet.phase === 'playing'}
          onClosed={() => {
            if (openSheet.current?.phase === 'cancelled') moveTo(null);
          }}
          isDesktop={isDesktop}
          container={container}
          texts={texts}
          summary={
            sheet.wallet === 'payPal'
              ? `${brand} · Total ${total} · ${payLater.sentence}`
              : `${brand} · Total ${total}`
          }
          onStarted={() => start(sheet.wallet)}
          onFinished={(outcome) => finish(sheet.wallet, outcome)}
          onCancel={() => cancel(sheet.wallet)}
        />
      )}
    </Box>
  );
}
