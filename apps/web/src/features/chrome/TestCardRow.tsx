// One card of the 'Test Cards' popup (issue 35): the copy button (label and number), 'Fill' where
// the card form is ours, and under them, visibly, what the card does. When the current settings
// would not give that outcome (the 'Success' card with 3DS off pays without its challenge; 'High
// fraud risk' with FraudSight off pays), it says so and offers to switch them on in one click.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TestCardEntry, TestCardNeed } from '@sjd/sandbox/scenarios';
import { useId } from 'react';
import { CopyIcon } from '../../components/icons';
import { needNames } from './test-card-settings';

/** Readable on the popup's navy (#1b1f3b): 10.9:1 and 11.6:1. */
const outcomeColour = '#dfe3f5';
const warningColour = '#ffd166';

interface TestCardRowProps {
  card: TestCardEntry;
  /** The checks the card needs that are off now (none where the shop has no settings form). */
  unmet: readonly TestCardNeed[];
  canFill: boolean;
  onCopy(): void;
  onFill(): void;
  onSwitch(needs: readonly TestCardNeed[]): void;
}

export function TestCardRow({ card, unmet, canFill, onCopy, onFill, onSwitch }: TestCardRowProps) {
  const id = useId();
  const outcomeId = `${id}-outcome`;
  const warningId = `${id}-warning`;
  const describedBy = unmet.length > 0 ? `${outcomeId} ${warningId}` : outcomeId;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5, pb: 0.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'stretch' }}>
        <Button
          variant="contained"
          color="inherit"
          onClick={onCopy}
          aria-label={`${card.label} ${card.cardNumber}${card.cardHolderName ? `, name ${card.cardHolderName}` : ''}, copy card number`}
          aria-describedby={describedBy}
          endIcon={<CopyIcon fontSize="small" />}
          sx={{
            flex: '1 1 150px',
            minWidth: 0,
            justifyContent: 'space-between',
            bgcolor: '#ffffff',
            color: '#1b1f3b',
          }}
        >
          <Box component="span" sx={{ textAlign: 'left' }}>
            <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {card.label}
            </Box>{' '}
            {/* Words apart in the text too, so the visible text is part of the name. */}
            <Box
              component="span"
              sx={{ fontFamily: 'monospace', fontWeight: 400, fontSize: '0.8rem' }}
            >
              {card.cardNumber}
            </Box>{' '}
            {card.cardHolderName && (
              <Box component="span" sx={{ display: 'block', fontSize: '0.8rem' }}>
                Name: <b>{card.cardHolderName}</b>
              </Box>
            )}
          </Box>
        </Button>
        {canFill && (
          <Button
            variant="outlined"
            color="inherit"
            onClick={onFill}
            aria-label={`Fill the card form with ${card.label}`}
          >
            Fill
          </Button>
        )}
      </Box>
      <Typography id={outcomeId} variant="body2" sx={{ color: outcomeColour, fontSize: '0.8rem' }}>
        {card.outcome}
        {card.needs && card.needs.length > 0 && ` · needs ${needNames(card.needs)} on`}
      </Typography>
      {unmet.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            id={warningId}
            variant="body2"
            sx={{ color: warningColour, fontSize: '0.8rem', flex: '1 1 160px' }}
          >
            {needNames(unmet)} {unmet.length > 1 ? 'are' : 'is'} off now. {card.otherwise}
          </Typography>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            onClick={() => onSwitch(unmet)}
            aria-label={`Turn ${needNames(unmet)} on for ${card.label}`}
            sx={{ color: warningColour, borderColor: warningColour }}
          >
            Turn {needNames(unmet)} on
          </Button>
        </Box>
      )}
    </Box>
  );
}
