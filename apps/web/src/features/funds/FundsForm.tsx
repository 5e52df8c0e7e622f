// The add-funds and withdraw screens (spec §2 {base}/account/add-funds and /withdraw-funds, §5
// "Amount"): the balance, the saved card the money comes from or goes to (passed in), the amount
// field with the spec's messages, and the button, enabled exactly when §5 says. On the withdraw
// screen the 'Test Cards' popup can fill the amount with one of the sandbox's payout amounts.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { groupedWhole, minorUnitsPerMajor } from '../../lib/money';
import { layout } from '../../themes/breakpoints';
import { useTestAmountFill } from '../chrome';
import { AmountField } from './AmountField';
import { canSubmitAmount, checkAmount, maxFundsUnits, type FundsOperation } from './amount-rules';
import { PageColumn } from '../../components/PageColumn';

interface FundsFormProps {
  operation: FundsOperation;
  title: string;
  /** Minor units, and as the shopper reads it. */
  balance: number;
  balanceText: string;
  currencySymbol: string;
  hasCards: boolean;
  /** The saved card chooser, or the way to add a card when there is none. */
  card: ReactNode;
  submitLabel: string;
  /** Links under the button (another card, back to the account). */
  footer?: ReactNode;
  onSubmit(amount: number): void;
}

const help: Record<FundsOperation, string> = {
  // ours
  addFunds: `Up to ${groupedWhole(maxFundsUnits)} in one top-up.`,
  // ours
  withdraw: `Up to ${groupedWhole(maxFundsUnits)}, and no more than your balance.`,
};

export function FundsForm(props: FundsFormProps) {
  const { operation, title, balance, balanceText, currencySymbol, hasCards } = props;
  const [raw, setRaw] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const check = checkAmount(raw, operation, balance);
  const canSubmit = canSubmitAmount(check, hasCards);
  useTestAmountFill((amount) => {
    setRaw((amount / minorUnitsPerMajor).toFixed(2));
    setIsTouched(true);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (canSubmit && check.amount !== null) props.onSubmit(check.amount);
  };

  return (
    <PageColumn maxWidth={layout.cardFormMaxWidth + 48}>
      <Typography variant="h1">{title}</Typography>
      <Box
        role="group"
        aria-label="Account balance"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          p: 2,
          borderRadius: 1,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography color="text.secondary">Balance</Typography>
        <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{balanceText}</Typography>
      </Box>
      {props.card}
      <Box
        component="form"
        aria-label={title}
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2 }}
      >
        <AmountField
          value={raw}
          onChange={(value) => {
            setRaw(value);
            setIsTouched(true);
          }}
          onBlur={() => setIsTouched(true)}
          currencySymbol={currencySymbol}
          message={isTouched ? check.message : null}
          help={help[operation]}
        />
        {!hasCards && (
          <Alert severity="info">
            {operation === 'withdraw'
              ? 'Add a card first: withdrawals are paid to a saved card.'
              : 'Add a card first: top-ups are paid with a saved card.'}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit}>
          {props.submitLabel}
        </Button>
      </Box>
      {props.footer}
    </PageColumn>
  );
}
