// {base}/account/replace-card (spec §2 Digital, §4 "Replace card"): a new card for the
// subscription through the card form; the current card is named, and what happens to it. After
// a replacement that matched the saved card (a conflict, its details updated), a notice instead
// of the form, with the way back to the account.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import type { ReactNode } from 'react';
import { SavedCardSummary } from '../../components/SavedCardSummary';
import { layout } from '../../themes/breakpoints';
import { PageColumn } from '../../components/PageColumn';

interface ReplaceCardScreenProps {
  brandName: string;
  /** The card being replaced, when there is one. */
  current: Token | null;
  /** The card form (the payment flows'), or null while the notice shows. */
  cardForm: ReactNode;
  /** The replacement matched the saved card: its details were updated instead. */
  updatedNotice: { onContinue(): void } | null;
}

export function ReplaceCardScreen(props: ReplaceCardScreenProps) {
  const { current, updatedNotice } = props;
  return (
    <PageColumn maxWidth={layout.cardFormMaxWidth + 48}>
      <Typography variant="h1">Replace card</Typography>
      {updatedNotice ? (
        <>
          <Alert severity="success">
            That card was already saved: its details were updated to what you entered, and it stays
            the card your subscription renews on.
          </Alert>
          <Button variant="contained" size="large" onClick={updatedNotice.onContinue}>
            Go to my account
          </Button>
        </>
      ) : (
        <>
          {current && (
            <Box
              component="section"
              aria-labelledby="current-card-title"
              sx={{
                p: 2,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                display: 'grid',
                gap: 1,
              }}
            >
              <Typography id="current-card-title" component="h2" variant="h4">
                Current card
              </Typography>
              <SavedCardSummary token={current} />
            </Box>
          )}
          <Typography color="text.secondary">
            Your bank checks the new card, then {props.brandName} renews your subscription on it and
            deletes the current card. Nothing is charged now.
          </Typography>
          {props.cardForm}
        </>
      )}
    </PageColumn>
  );
}
