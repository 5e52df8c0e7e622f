// The visit date (spec §5 "Date picker: min today, typing blocked, default today"): the browser's
// date picker, opened by click, Enter or Space; typed and pasted characters are refused, so no
// half-typed or earlier date can be entered. The picker can clear the date (checkout is then
// disabled).
import TextField from '@mui/material/TextField';
import type { ClipboardEvent, KeyboardEvent, MouseEvent } from 'react';

interface VisitDateFieldProps {
  value: string;
  min: string;
  onChange(value: string): void;
}

/** Keys that move the focus or open the picker; everything else would type into the field. */
const allowedKeys = new Set(['Tab', 'Escape', 'Enter', ' ']);

function openPicker(input: HTMLInputElement) {
  // showPicker throws when the browser will not open it now (no user gesture); its own calendar
  // button is still there.
  try {
    input.showPicker();
  } catch {
    // Nothing to do: see above.
  }
}

function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
  if (!allowedKeys.has(event.key)) {
    event.preventDefault();
    return;
  }
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    openPicker(event.currentTarget);
  }
}

export function VisitDateField({ value, min, onChange }: VisitDateFieldProps) {
  return (
    <TextField
      id="visit-date"
      type="date"
      label="Visit date"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={value === ''}
      helperText={
        value === '' ? 'Choose the day of your visit.' : 'Open the calendar to choose another day.'
      }
      sx={{ width: '100%', maxWidth: 320 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          min,
          onKeyDown,
          onPaste: (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault(),
          onClick: (event: MouseEvent<HTMLInputElement>) => openPicker(event.currentTarget),
          style: { cursor: 'pointer' },
        },
      }}
    />
  );
}
