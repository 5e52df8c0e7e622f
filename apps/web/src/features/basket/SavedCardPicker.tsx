// The saved card the basket pays with (spec §2 basket; gambling's add-funds and withdraw screens
// too): shown as it is when there is one, a dropdown when there are several, then its billing
// address with the values joined by commas.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import { useId } from 'react';
import { SavedCardSummary } from '../../components/SavedCardSummary';
import { billingAddressText, expiryText, savedCardLabel } from '../../lib/saved-cards';

interface SavedCardPickerProps {
  tokens: readonly Token[];
  chosen: Token;
  onChoose(tokenId: string): void;
  /** The section's heading: what the card is for ('Pay with', 'Withdraw to'). */
  title?: string;
}

export function SavedCardPicker({
  tokens,
  chosen,
  onChoose,
  title = 'Pay with',
}: SavedCardPickerProps) {
  const address = billingAddressText(chosen.paymentInstrument.billingAddress);
  const id = `saved-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={`${id}-title`} component="h2" variant="h4">
        {title}
      </Typography>
      {tokens.length > 1 ? (
        <TextField
          id={id}
          select
          label="Saved card"
          value={chosen.tokenId}
          onChange={(event) => onChoose(event.target.value)}
          fullWidth
          slotProps={{ select: { native: true } }}
        >
          {tokens.map((token) => (
            <option key={token.tokenId} value={token.tokenId}>
              {savedCardLabel(token.paymentInstrument)} · expires{' '}
              {expiryText(token.paymentInstrument.cardExpiryDate)}
            </option>
          ))}
        </TextField>
      ) : (
        <SavedCardSummary token={chosen} />
      )}
      {address && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            Billing address
          </Typography>
          <Typography>{address}</Typography>
        </Box>
      )}
    </Box>
  );
}
