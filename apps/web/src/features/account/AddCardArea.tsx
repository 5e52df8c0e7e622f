// Where a retail shopper adds a card (spec §2 account: "add-card form when there are no cards or
// the button was pressed"). The card form itself belongs to the payment flows (issue 8): it is
// passed in as `cardForm` and mounted here.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const addCardAreaId = 'add-card-area';

export function AddCardArea({ cardForm }: { cardForm?: ReactNode }) {
  return (
    <Box
      component="section"
      id={addCardAreaId}
      aria-labelledby="add-card-title"
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="add-card-title" component="h2" variant="h4">
        Add a new card
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The card is checked with your bank (3-D Secure) and saved as a token: the shop never keeps
        your card number.
      </Typography>
      {cardForm}
    </Box>
  );
}
