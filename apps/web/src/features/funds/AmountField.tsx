// The amount field of add funds and withdraw (spec §5 "Amount field: number, min 0, 2 decimals,
// currency symbol prefix"): a number input in the site currency with the field's message under
// it once the shopper has typed or left it.
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

interface AmountFieldProps {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  /** '£', '€' … of the site currency. */
  currencySymbol: string;
  /** The field's message, shown once touched. */
  message: string | null;
  help: string;
}

export function AmountField({
  value,
  onChange,
  onBlur,
  currencySymbol,
  message,
  help,
}: AmountFieldProps) {
  const id = `amount-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <TextField
      id={id}
      label="Amount"
      type="number"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={message !== null}
      helperText={message ?? help}
      fullWidth
      slotProps={{
        htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
        input: {
          startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment>,
        },
      }}
    />
  );
}
