// The wallets' buttons, after each wallet's own button rules, drawn by this project: PayPal's
// gold button reading "Pay with PayPal", Apple Pay's black button with the Apple Pay mark (white
// on dark shops), Google Pay's black pill with "Pay with" and the G Pay mark (white on dark
// shops). Full width, 48 px tall, each named for what it does.
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Wallet } from '../../config/paths';
import { visuallyHidden } from '../../components/visually-hidden';
import { appleGlyph, googleG, walletColours } from './wallet-marks';

export type ButtonTone = 'dark' | 'light';

interface WalletButtonProps {
  wallet: Wallet;
  /** dark: black buttons (light shops); light: white buttons (dark shops). PayPal stays gold. */
  tone: ButtonTone;
  disabled?: boolean;
  onClick(): void;
}

function AppleMark({ height }: { height: number }) {
  return (
    <svg
      viewBox={`0 0 ${appleGlyph.width} ${appleGlyph.height}`}
      height={height}
      width={(height * appleGlyph.width) / appleGlyph.height}
      aria-hidden="true"
      fill="currentColor"
    >
      <path d={appleGlyph.body} />
      <path d={appleGlyph.leaf} />
    </svg>
  );
}

function GoogleMark({ size }: { size: number }) {
  const { bar } = googleG;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      {googleG.arcs.map(({ d, colour }) => (
        <path key={colour} d={d} fill="none" stroke={colour} strokeWidth={googleG.strokeWidth} />
      ))}
      <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={bar.colour} />
    </svg>
  );
}

/**
 * PayPal's two-blue wordmark, drawn as a logo (an SVG, hidden from assistive technology: the
 * button's name says it). Its light blue on the gold button is PayPal's own brand rule; WCAG
 * exempts logotypes from the contrast minimum, and as text it would be checked as text.
 */
function PayPalWordmark() {
  return (
    <svg viewBox="0 0 66 24" width={66} height={24} aria-hidden="true">
      <text
        x="1"
        y="19"
        fontSize="20"
        fontStyle="italic"
        fontWeight="800"
        textLength="64"
        lengthAdjust="spacingAndGlyphs"
        fill={walletColours.payPalBlue}
      >
        Pay<tspan fill={walletColours.payPalLightBlue}>Pal</tspan>
      </text>
    </svg>
  );
}

/**
 * Words a screen reader reads but the button shows as a mark. The button is named by its content
 * (visible words plus these), not an aria-label: a voice user says what they see ("Pay with"),
 * and Label in Name (WCAG 2.5.3) holds.
 */
function Hidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}

const faces: Record<Wallet, (tone: ButtonTone) => { sx: object; content: ReactNode }> = {
  payPal: () => ({
    sx: {
      bgcolor: walletColours.payPalGold,
      color: '#111111',
      borderRadius: 1,
      '&:hover': { bgcolor: '#f2ba36' },
    },
    content: (
      <>
        <span>
          Pay with <Hidden>PayPal</Hidden>
        </span>
        <PayPalWordmark />
      </>
    ),
  }),
  applePay: (tone) => ({
    sx: {
      bgcolor: tone === 'dark' ? '#000000' : '#ffffff',
      color: tone === 'dark' ? '#ffffff' : '#000000',
      border: tone === 'dark' ? 'none' : '1px solid #000000',
      borderRadius: 2,
      '&:hover': { bgcolor: tone === 'dark' ? '#1f1f1f' : '#f2f2f2' },
    },
    content: (
      <>
        <AppleMark height={22} />
        <Box component="span" sx={{ fontSize: 21, fontWeight: 600, letterSpacing: '-0.01em' }}>
          <Hidden>Pay with Apple</Hidden> Pay
        </Box>
      </>
    ),
  }),
  googlePay: (tone) => ({
    sx: {
      bgcolor: tone === 'dark' ? '#000000' : '#ffffff',
      color: tone === 'dark' ? '#ffffff' : '#3c4043',
      border: tone === 'dark' ? 'none' : '1px solid #747775',
      borderRadius: 999,
      '&:hover': { bgcolor: tone === 'dark' ? '#3c4043' : '#f8f9fa' },
    },
    content: (
      <>
        <span>
          Pay with <Hidden>Google Pay</Hidden>
        </span>
        <Box
          component="span"
          aria-hidden="true"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <GoogleMark size={20} />
          <Box component="span" sx={{ fontSize: 19, fontWeight: 500 }}>
            Pay
          </Box>
        </Box>
      </>
    ),
  }),
};

export function WalletButton({ wallet, tone, disabled = false, onClick }: WalletButtonProps) {
  const face = faces[wallet](tone);
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      focusRipple
      sx={{
        width: '100%',
        minHeight: 48,
        px: 2,
        gap: 0.75,
        fontFamily:
          "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        fontSize: 16,
        fontWeight: 500,
        '&.Mui-focusVisible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
        '&.Mui-disabled': { opacity: 0.45 },
        ...face.sx,
      }}
    >
      {face.content}
    </ButtonBase>
  );
}
