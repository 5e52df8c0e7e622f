// {base}/account/edit-card (spec §2, §4 "Edit card screen"): the saved card's details. Retail can
// update and delete it; modernmart shows it read-only.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import { Link } from 'react-router';
import type { CardChanges } from '../journeys';
import { CardDetails } from './CardDetails';
import { EditCardForm, type CardEditStatus, type ReplaceCardLink } from './EditCardForm';
import { PageColumn } from '../../components/PageColumn';

interface EditCardScreenProps {
  token: Token;
  canEditCards: boolean;
  accountPath: string;
  status: CardEditStatus;
  /** Digital: 'Replace Card' until something was edited (the shop's editCardReplace rule). */
  replaceCard?: ReplaceCardLink;
  onUpdate(changes: CardChanges): void;
  onDelete(): void;
}

export function EditCardScreen(props: EditCardScreenProps) {
  const { token, canEditCards, accountPath, status, replaceCard, onUpdate, onDelete } = props;
  return (
    <PageColumn maxWidth={375 + 48}>
      <Typography variant="h1">{canEditCards ? 'Edit card' : 'Card details'}</Typography>
      {canEditCards ? (
        // Keyed by token: a refreshed token (after an update) starts the form from its values.
        <EditCardForm
          key={JSON.stringify(token.paymentInstrument)}
          token={token}
          status={status}
          {...(replaceCard ? { replaceCard } : {})}
          onUpdate={onUpdate}
          onDelete={onDelete}
        />
      ) : (
        <>
          <CardDetails token={token} />
          <Typography variant="body2" color="text.secondary">
            Saved cards are read-only in this shop.
          </Typography>
          <Button component={Link} to={accountPath} variant="outlined" size="large">
            Back to My Account
          </Button>
        </>
      )}
    </PageColumn>
  );
}
