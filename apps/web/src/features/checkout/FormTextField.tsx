// One text field of the card form, bound to react-hook-form: formats what is typed (spec §5
// "Input behaviour"), caps its length and shows the field's message under it once touched.
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { CardFormValues } from './card-form-rules';

type TextName = Exclude<FieldPath<CardFormValues>, 'saveDetails'>;

interface FormTextFieldProps {
  control: Control<CardFormValues>;
  name: TextName;
  idPrefix: string;
  label: string;
  autoComplete: string;
  format?: (value: string, previous: string) => string;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  /** Shown under the field while it has no message. */
  help?: string;
  endAdornment?: ReactNode;
  /** Fields validated again when this one changes (the CVC follows the card number's brand). */
  deps?: TextName[];
  disabled?: boolean;
}

export function FormTextField(props: FormTextFieldProps) {
  const { control, name, idPrefix, label, autoComplete, format, maxLength } = props;
  const { placeholder, inputMode, help, endAdornment, deps, disabled } = props;
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => {
        // Only a field the shopper has left shows its message: the card number re-validates
        // the CVC (deps), which must not put 'Field cannot be empty' under a CVC not yet typed.
        const message = fieldState.isTouched ? fieldState.error?.message : undefined;
        return (
          <TextField
            {...field}
            id={`${idPrefix}-${name}`}
            label={label}
            autoComplete={autoComplete}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) =>
              field.onChange(format ? format(event.target.value, field.value) : event.target.value)
            }
            error={Boolean(message)}
            helperText={message ?? help}
            slotProps={{
              htmlInput: { maxLength, inputMode, spellCheck: false },
              input: endAdornment ? { endAdornment } : undefined,
            }}
            fullWidth
          />
        );
      }}
    />
  );
}
