// The 'Test Cards' popup (spec §2 "Navigation bar and chrome"): collapsible, open by default where
// the route says so until the shopper opens or closes it (then their choice holds, see
// test-cards-choice.ts); each entry copies its number (and can fill the page's card form).
// Entries come from the sandbox's scenario table, the 'Success' card first; under each, visibly,
// what it does and, where the current settings would not do that, why and a one-click switch
// (issue 35; TestCardRow). On the withdraw
// screen the table's payout amounts come first: each copies its amount (and fills the amount
// field). It fills the place the shell gives it (beside the device frame, or above the shop in
// the frame's flow) and never floats over the shop (issue 14); its list scrolls when that place
// is short.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { followUpReferences, testPayoutAmounts, type TestCardEntry } from '@sjd/sandbox/scenarios';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { formatMoney, minorUnitsPerMajor } from '../../lib/money';
import { CardIcon, CopyIcon, ExpandMoreIcon } from '../../components/icons';
import { animationMs } from '../../themes/breakpoints';
import { selectOpenOrder } from '../journeys';
import { selectHasCardForm, selectShellView } from '../shell';
import { selectCurrency, selectDemoSettings } from '../site-config';
import { needNames, switchOnFor, unmetNeeds } from './test-card-settings';
import { TestCardRow } from './TestCardRow';
import { scenarioFillOf, testAmountPicked, testCardPicked } from './test-cards';
import { useTestCardsOpen } from './test-cards-choice';

export const testCardsText = 'Click to copy card number . Use any expiration date and 3-digit CVC.';

/** One entry's copy button (cards and payout amounts alike). */
const entrySx = {
  flex: '1 1 150px',
  minWidth: 0,
  justifyContent: 'space-between',
  bgcolor: '#ffffff',
  color: '#1b1f3b',
} as const;

/** The scenario table's references for the unhappy tails of the orders back office. */
const failingReferences = [
  { label: 'Settlement failed', reference: followUpReferences.settlementFailed },
  { label: 'Refund failed (5 REFUSED)', reference: followUpReferences.refundFailed },
  { label: 'Refund failed (57)', reference: `${followUpReferences.refundFailed}-57` },
] as const;

interface TestCardsPopupProps {
  defaultOpen: boolean;
  testScenariosUrl: string | null;
  /** The shop's entries (test-cards.ts `testCardsFor`), the 'Success' card first. */
  cards: readonly TestCardEntry[];
  /** List the sandbox's payout amounts (the withdraw screen, whose amount form they fill). */
  showPayoutAmounts?: boolean;
  /**
   * The shop has the settings form, so an entry whose outcome needs a check that is off (3DS,
   * FraudSight) can say so and switch it on. Museart's hosted page decides for itself.
   */
  canSwitchSettings?: boolean;
}

export function TestCardsPopup({
  defaultOpen,
  cards,
  testScenariosUrl,
  showPayoutAmounts = false,
  canSwitchSettings = false,
}: TestCardsPopupProps) {
  const dispatch = useAppDispatch();
  const canFill = useAppSelector(selectHasCardForm);
  const currency = useAppSelector(selectCurrency);
  // Issue 29: on an order's detail, the simulator's references that make an action fail.
  const isOnOrder = useAppSelector(
    (state) => selectShellView(state) === 'orders' && selectOpenOrder(state) !== null,
  );
  const settings = useAppSelector(selectDemoSettings);
  const [open, setOpen] = useTestCardsOpen(defaultOpen);
  const [status, setStatus] = useState('');

  const copy = async (label: string, text: string, what = 'card number') => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(`${label} ${what} copied`);
    } catch {
      setStatus(`Copying failed: the ${what} is ${text}`);
    }
  };

  return (
    <Paper
      component="section"
      aria-label="Test Cards"
      elevation={2}
      sx={{
        width: '100%',
        minHeight: 0,
        maxHeight: '100%',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: '#1b1f3b',
        color: '#ffffff',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <Button
        fullWidth
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={open ? 'test-cards-content' : undefined}
        startIcon={<CardIcon />}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{
          color: 'inherit',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          borderRadius: 0,
          flexShrink: 0,
        }}
      >
        <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
          Test Cards
        </Box>
      </Button>
      <Collapse
        in={open}
        id="test-cards-content"
        unmountOnExit
        timeout={animationMs.fast}
        sx={{ minHeight: 0, overflowY: 'auto' }}
      >
        <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="body2">{testCardsText}</Typography>
          {isOnOrder && (
            <>
              <Typography variant="body2" component="h2" sx={{ fontWeight: 700, mt: 0.5 }}>
                Failing settlements and refunds (simulator-only)
              </Typography>
              <Typography variant="body2">
                Use as the reference of a partial settlement or refund: it is sent, then fails 15
                minutes later by the sandbox clock. The provider's own test environment has no such
                values.
              </Typography>
              {failingReferences.map((entry) => (
                <Button
                  key={entry.reference}
                  variant="contained"
                  color="inherit"
                  onClick={() => void copy(entry.label, entry.reference, 'reference')}
                  aria-label={`${entry.label} ${entry.reference}, copy reference`}
                  endIcon={<CopyIcon fontSize="small" />}
                  sx={entrySx}
                >
                  <Box component="span" sx={{ textAlign: 'left' }}>
                    <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {entry.label}
                    </Box>{' '}
                    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
                      {entry.reference}
                    </Box>
                  </Box>
                </Button>
              ))}
            </>
          )}
          {showPayoutAmounts && (
            <>
              <Typography variant="body2" component="h2" sx={{ fontWeight: 700, mt: 0.5 }}>
                Payout amounts: withdraw one of these
              </Typography>
              {testPayoutAmounts.map((entry) => {
                const shown = formatMoney({ amount: entry.amount, currency });
                const typed = (entry.amount / minorUnitsPerMajor).toFixed(2);
                return (
                  <Box
                    key={entry.label}
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'stretch' }}
                  >
                    <Button
                      variant="contained"
                      color="inherit"
                      onClick={() => void copy(entry.label, typed, 'amount')}
                      aria-label={`${entry.label} ${shown}, copy amount`}
                      title={entry.description}
                      endIcon={<CopyIcon fontSize="small" />}
                      sx={entrySx}
                    >
                      <Box component="span" sx={{ textAlign: 'left' }}>
                        <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                          {entry.label}
                        </Box>
                        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 400 }}>
                          {shown}
                        </Box>
                      </Box>
                    </Button>
                    <Button
                      variant="outlined"
                      color="inherit"
                      onClick={() => dispatch(testAmountPicked({ amount: entry.amount }))}
                      aria-label={`Fill the amount with ${entry.label} ${shown}`}
                    >
                      Fill
                    </Button>
                  </Box>
                );
              })}
              <Typography variant="body2" component="h2" sx={{ fontWeight: 700, mt: 0.5 }}>
                Cards
              </Typography>
            </>
          )}
          <Box component="ul" aria-label="Test cards" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {cards.map((card) => (
              <TestCardRow
                key={card.label}
                card={card}
                unmet={canSwitchSettings ? unmetNeeds(card, settings) : []}
                canFill={canFill}
                onCopy={() => void copy(card.label, card.cardNumber)}
                onFill={() => dispatch(testCardPicked(scenarioFillOf(card)))}
                onSwitch={(needs) => {
                  dispatch(switchOnFor(card, needs));
                  setStatus(`${needNames(needs)} switched on for ${card.label}`);
                }}
              />
            ))}
          </Box>
          {testScenariosUrl && (
            <Button
              component="a"
              href={testScenariosUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              color="inherit"
              size="small"
            >
              View all test scenarios
            </Button>
          )}
          <Typography
            variant="caption"
            role="status"
            aria-live="polite"
            sx={{ minHeight: '1.2em' }}
          >
            {status}
          </Typography>
        </Box>
      </Collapse>
    </Paper>
  );
}
