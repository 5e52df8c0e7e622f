// The shopper's saved cards (spec §2 account): each with its brand, masked number, holder,
// expiry and billing address, and a link to the card's own screen (retail: edit; modernmart:
// read-only details).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import { Link } from 'react-router';
import { SavedCardSummary } from '../../components/SavedCardSummary';
import { cardNavigationState } from '../../lib/navigation-state';
import { billingAddressText, savedCardLabel } from '../../lib/saved-cards';

interface SavedCardListProps {
  tokens: readonly Token[];
  editCardPath: string;
  /** 'Edit' where saved cards can be changed, 'View' where they are read-only. */
  linkLabel: 'Edit' | 'View';
}

export function SavedCardList({ tokens, editCardPath, linkLabel }: SavedCardListProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {tokens.map((token) => {
        const address = billingAddressText(token.paymentInstrument.billingAddress);
        return (
          <Box
            component="li"
            key={token.tokenId}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
              <SavedCardSummary token={token} />
              {address && (
                <Typography variant="body2" color="text.secondary" sx={{ pl: 7 }}>
                  {address}
                </Typography>
              )}
            </Box>
            <Button
              component={Link}
              to={editCardPath}
              state={cardNavigationState(token)}
              variant="text"
              aria-label={`${linkLabel} ${savedCardLabel(token.paymentInstrument)}`}
            >
              {linkLabel}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
