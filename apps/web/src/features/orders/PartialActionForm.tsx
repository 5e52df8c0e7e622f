// A partial settlement or refund (issue 29): the amount, prefilled with what remains, checked
// with the spec's amount rules (order-amount-rules.ts), and the action's reference (where the
// simulator's SETTLEMENT-FAILED / REFUND-FAILED go).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { orderActionLabels, orderMoney } from '../journeys';
import { amountFieldText, checkActionReference, checkOrderAmount } from './order-amount-rules';

interface PartialActionFormProps {
  kind: 'partialSettle' | 'partialRefund';
  currency: string;
  /** Minor units left to settle (or refund). */
  remaining: number;
  defaultReference: string;
  isBusy: boolean;
  onSend(amount: number, reference: string): void;
  onClose(): void;
}

export function PartialActionForm(props: PartialActionFormProps) {
  const { kind, currency, remaining, defaultReference, isBusy, onSend, onClose } = props;
  const [amountText, setAmountText] = useState(amountFieldText(remaining));
  const [reference, setReference] = useState(defaultReference);
  const [isSubmitted, setSubmitted] = useState(false);
  const remainingText = orderMoney(remaining, currency);
  const amount = checkOrderAmount(amountText, remaining, remainingText);
  const referenceProblem = checkActionReference(reference);
  const label = orderActionLabels[kind];
  const sendLabel = kind === 'partialSettle' ? 'Send partial settlement' : 'Send partial refund';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (amount.amount === null || referenceProblem) return;
    onSend(amount.amount, reference.trim());
  };

  return (
    <Box
      component="form"
      aria-label={label}
      noValidate
      onSubmit={submit}
      sx={{
        mt: 1.5,
        p: 1.5,
        border: '1px solid #c9cede',
        borderRadius: 1,
        bgcolor: '#ffffff',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 1.5,
      }}
    >
      <TextField
        label={`Amount (${currency})`}
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={
          (isSubmitted || amountText !== amountFieldText(remaining)) && amount.message !== null
        }
        helperText={
          (isSubmitted || amountText !== amountFieldText(remaining)) && amount.message
            ? amount.message
            : `At most ${remainingText} remains`
        }
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        size="small"
      />
      <TextField
        label="Reference"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={referenceProblem !== null}
        helperText={referenceProblem ?? 'Letters, digits and hyphens'}
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 128 } }}
        size="small"
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={isBusy} sx={{ textTransform: 'none' }}>
          {sendLabel}
        </Button>
        <Button onClick={onClose} sx={{ textTransform: 'none' }}>
          Close
        </Button>
      </Box>
    </Box>
  );
}
