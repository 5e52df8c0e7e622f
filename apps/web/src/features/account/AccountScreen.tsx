// {base}/account for the fashion shops (spec §2): the saved cards. Retail: an 'Add card' outlined
// button, the card list with an edit link per card, and the add-card area when there are no
// cards or the button was pressed. Modernmart: read-only, 'No saved card available' when none.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import { useState, type ReactNode } from 'react';
import { AddCardArea, addCardAreaId } from './AddCardArea';
import { SavedCardList } from './SavedCardList';
import { PageColumn } from '../../components/PageColumn';

export const noSavedCardText = 'No saved card available';

interface AccountScreenProps {
  tokens: readonly Token[];
  /** The theme lets shoppers add, edit and delete cards (modernmart: read-only). */
  canEditCards: boolean;
  editCardPath: string;
  /** The add-card form of the payment flows, mounted in the add-card area. */
  cardForm?: ReactNode;
}

export function AccountScreen({
  tokens,
  canEditCards,
  editCardPath,
  cardForm,
}: AccountScreenProps) {
  const [isAddPressed, setIsAddPressed] = useState(false);
  const hasCards = tokens.length > 0;
  const isAddAreaShown = canEditCards && (!hasCards || isAddPressed);

  return (
    <PageColumn maxWidth={720}>
      <Typography variant="h1">My Account</Typography>
      {canEditCards && (
        // Left-aligned under the title: the 'Test Cards' popup, open here by default, covers the
        // right-hand side of the screen.
        <Button
          variant="outlined"
          aria-expanded={isAddAreaShown}
          aria-controls={addCardAreaId}
          onClick={() => setIsAddPressed(!isAddPressed)}
          sx={{ justifySelf: 'start' }}
        >
          Add card
        </Button>
      )}
      <Box
        component="section"
        aria-labelledby="saved-cards-title"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id="saved-cards-title" component="h2" variant="h4">
          Saved cards
        </Typography>
        {hasCards ? (
          <SavedCardList
            tokens={tokens}
            editCardPath={editCardPath}
            linkLabel={canEditCards ? 'Edit' : 'View'}
          />
        ) : (
          <Typography color="text.secondary">{noSavedCardText}</Typography>
        )}
        {!canEditCards && (
          <Typography variant="body2" color="text.secondary">
            Saved cards are read-only in this shop: they are added when you pay and choose to save
            the card.
          </Typography>
        )}
      </Box>
      {isAddAreaShown && <AddCardArea cardForm={cardForm} />}
    </PageColumn>
  );
}
