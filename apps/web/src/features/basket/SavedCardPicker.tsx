// The saved card the basket pays with (spec §2 basket): shown as it is when there is one, a
// dropdown when there are several, then its billing address with the values joined by commas.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import { SavedCardSummary } from '../../components/SavedCardSummary';
import { billingAddressText, expiryText, savedCardLabel } from '../../lib/saved-cards';

interface SavedCardPickerProps {
  tokens: readonly Token[];
  chosen: Token;
  onChoose(tokenId: string): void;
}

export function SavedCardPicker({ tokens, chosen, onChoose }: SavedCardPickerProps) {
  const address = billingAddressText(chosen.paymentInstrument.billingAddress);
  return (
    <Box component="section" aria-labelledby="basket-pay-with" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="basket-pay-with" component="h2" variant="h4">
        Pay with
      </Typography>
      {tokens.length > 1 ? (
        <TextField
          id="basket-card"
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
