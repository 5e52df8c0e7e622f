// {base}/account for a shop with funds (gambling, spec §2): the balance in the site currency,
// 'Withdraw' and 'Add funds' (both disabled with no saved card), the saved cards with an edit
// link each and an 'Add card' button; with no card, a prompt and a primary 'Add card'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowDownIcon, ArrowUpIcon, CardIcon } from '../../components/icons';
import { SavedCardList } from './SavedCardList';
import { PageColumn } from '../../components/PageColumn';

export const noCardPrompt = 'Add a card to top up your balance and withdraw your winnings.';

interface FundsAccountScreenProps {
  tokens: readonly Token[];
  balanceText: string;
  paths: { addFunds: string; withdraw: string; addCard: string; editCard: string };
}

/** A link styled as a button; a plain disabled button when it cannot be followed. */
function ActionButton(props: {
  to: string;
  isEnabled: boolean;
  variant: 'contained' | 'outlined';
  icon: ReactNode;
  label: string;
}) {
  const common = {
    variant: props.variant,
    size: 'large',
    startIcon: props.icon,
    sx: { flex: 1, minWidth: 0 },
  } as const;
  return props.isEnabled ? (
    <Button component={Link} to={props.to} {...common}>
      {props.label}
    </Button>
  ) : (
    <Button disabled {...common}>
      {props.label}
    </Button>
  );
}

export function FundsAccountScreen({ tokens, balanceText, paths }: FundsAccountScreenProps) {
  const hasCards = tokens.length > 0;
  return (
    <PageColumn maxWidth={720}>
      <Typography variant="h1">My Account</Typography>
      <Box
        component="section"
        aria-labelledby="balance-title"
        sx={{
          display: 'grid',
          gap: 2,
          p: { xs: 2, sm: 3 },
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          backgroundImage: (theme) =>
            `linear-gradient(135deg, ${theme.palette.background.paper} 55%, ${theme.palette.primary.dark} 160%)`,
        }}
      >
        <Box>
          <Typography id="balance-title" component="h2" variant="h4" color="text.secondary">
            Balance
          </Typography>
          <Typography
            aria-labelledby="balance-title"
            sx={{ fontSize: { xs: '2.25rem', sm: '2.75rem' }, fontWeight: 700, lineHeight: 1.2 }}
          >
            {balanceText}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <ActionButton
            to={paths.withdraw}
            isEnabled={hasCards}
            variant="outlined"
            icon={<ArrowUpIcon />}
            label="Withdraw"
          />
          <ActionButton
            to={paths.addFunds}
            isEnabled={hasCards}
            variant="contained"
            icon={<ArrowDownIcon />}
            label="Add funds"
          />
        </Box>
      </Box>
      <Box
        component="section"
        aria-labelledby="saved-cards-title"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id="saved-cards-title" component="h2" variant="h4">
          Saved cards
        </Typography>
        {hasCards ? (
          <>
            <SavedCardList tokens={tokens} editCardPath={paths.editCard} linkLabel="Edit" />
            <Button
              component={Link}
              to={paths.addCard}
              variant="outlined"
              startIcon={<CardIcon />}
              sx={{ justifySelf: 'start' }}
            >
              Add card
            </Button>
          </>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              justifyItems: 'start',
              p: 2,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Typography>{noCardPrompt}</Typography>
            <Button
              component={Link}
              to={paths.addCard}
              variant="contained"
              size="large"
              startIcon={<CardIcon />}
            >
              Add card
            </Button>
          </Box>
        )}
      </Box>
    </PageColumn>
  );
}
