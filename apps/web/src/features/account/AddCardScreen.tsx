// {base}/account/add-card (gambling, spec §2): the add-card area on a page of its own, the way
// back to the account, and — on the way to adding funds — what happens once the card is saved.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { layout } from '../../themes/breakpoints';
import { AddCardArea } from './AddCardArea';
import { PageColumn } from '../../components/PageColumn';

interface AddCardScreenProps {
  cardForm: ReactNode;
  isAddingFunds: boolean;
  accountPath: string;
}

export function AddCardScreen({ cardForm, isAddingFunds, accountPath }: AddCardScreenProps) {
  return (
    <PageColumn maxWidth={layout.cardFormMaxWidth + 80}>
      <Typography variant="h1">Add card</Typography>
      {isAddingFunds && (
        <Alert severity="info">Once your card is saved you can add funds with it.</Alert>
      )}
      <AddCardArea cardForm={cardForm} />
      <Button component={Link} to={accountPath} variant="text" sx={{ justifySelf: 'start' }}>
        Back to My Account
      </Button>
    </PageColumn>
  );
}
