// The saved card as a card (spec §4 "Card check": the first press flips it to its back): the
// front shows the brand, the masked number, the holder and the expiry; the back the signature
// strip where the security code is. Flips in 700 ms (spec §9 animation durations); without
// motion for shoppers who ask for less.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lastFour } from '@sjd/cards';
import type { Token } from '@sjd/contracts';
import { cardBrandName, expiryText } from '../../lib/saved-cards';
import { animationMs } from '../../themes/breakpoints';

interface CardVisualProps {
  token: Token;
  isFlipped: boolean;
  /** How many digits the security code has (3, or 4 for American Express). */
  cvcLength: number;
  /** Digits typed so far (Direct); the hosted field keeps its own. */
  typedCvcLength: number;
}

const face = {
  position: 'absolute',
  inset: 0,
  borderRadius: '14px',
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  overflow: 'hidden',
  color: 'primary.contrastText',
  bgcolor: 'primary.main',
  backgroundImage:
    'linear-gradient(135deg, rgba(255,255,255,0.18) 0%, rgba(255,255,255,0) 45%, rgba(0,0,0,0.18) 100%)',
  boxShadow: 6,
} as const;

export function CardVisual({ token, isFlipped, cvcLength, typedCvcLength }: CardVisualProps) {
  const instrument = token.paymentInstrument;
  const brand = cardBrandName(instrument.brand);
  const last = lastFour(instrument.cardNumber);
  const expiry = expiryText(instrument.cardExpiryDate);
  const description = isFlipped
    ? `Back of your ${brand} card ending ${last}: the security code is on the signature strip`
    : `${brand} card ending ${last}, ${instrument.cardHolderName}, expires ${expiry}`;
  const dots = '•'.repeat(typedCvcLength).padEnd(cvcLength, '○');

  return (
    <Box
      role="img"
      aria-label={description}
      sx={{ width: '100%', maxWidth: 340, mx: 'auto', perspective: '1200px' }}
    >
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '85.6 / 53.98',
          transformStyle: 'preserve-3d',
          transition: `transform ${animationMs.slow}ms ease-in-out`,
          transform: isFlipped ? 'rotateY(180deg)' : 'none',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Box sx={{ ...face, p: 2.5, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Box
              sx={{
                width: 42,
                height: 30,
                borderRadius: '6px',
                background: 'linear-gradient(135deg, #e9d49a, #b8913f)',
              }}
            />
            <Typography sx={{ fontWeight: 800, letterSpacing: '0.04em', color: 'inherit' }}>
              {brand}
            </Typography>
          </Box>
          <Typography
            sx={{
              mt: 'auto',
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              fontSize: { xs: '1.15rem', sm: '1.3rem' },
              letterSpacing: '0.12em',
              color: 'inherit',
            }}
          >
            •••• •••• •••• {last}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1.5, gap: 2 }}>
            <Typography noWrap sx={{ textTransform: 'uppercase', fontSize: 13, color: 'inherit' }}>
              {instrument.cardHolderName}
            </Typography>
            <Typography sx={{ fontSize: 13, color: 'inherit' }}>{expiry}</Typography>
          </Box>
        </Box>
        <Box sx={{ ...face, transform: 'rotateY(180deg)' }}>
          <Box sx={{ mt: 3, height: 42, bgcolor: '#111111' }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mx: 2.5, mt: 2.5 }}>
            <Box
              sx={{
                flex: 1,
                height: 34,
                borderRadius: '4px',
                background: 'repeating-linear-gradient(135deg, #f4f1e8 0 6px, #e4dfd0 6px 12px)',
              }}
            />
            <Box
              sx={{
                px: 1.25,
                height: 34,
                display: 'grid',
                placeItems: 'center',
                borderRadius: '4px',
                bgcolor: '#ffffff',
                color: '#111111',
                fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
                letterSpacing: '0.2em',
                outline: '2px solid',
                outlineColor: 'secondary.main',
              }}
            >
              {dots}
            </Box>
          </Box>
          <Typography sx={{ mx: 2.5, mt: 1, fontSize: 12, color: 'inherit', opacity: 0.85 }}>
            Security code: {cvcLength} digits
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
