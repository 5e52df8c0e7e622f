// A saved card in one glance: brand and masked number (spec §5: masked except the last four),
// then the cardholder and expiry.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import { expiryText, savedCardLabel } from '../lib/saved-cards';
import { CardIcon } from './icons';

export function SavedCardSummary({ token }: { token: Token }) {
  const instrument = token.paymentInstrument;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 44,
          height: 30,
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <CardIcon fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{savedCardLabel(instrument)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {instrument.cardHolderName} · Expires {expiryText(instrument.cardExpiryDate)}
        </Typography>
      </Box>
    </Box>
  );
}
