// A labelled radio group bound to the settings form; an option can be disabled with a note.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, type Control } from 'react-hook-form';
import type { DemoSettings } from '../site-config';

interface Option {
  value: string;
  label: string;
  disabled?: boolean;
  note?: string;
}

interface RadioChoiceProps {
  control: Control<DemoSettings>;
  name: 'environment' | 'integrationType' | 'clientIntegrationType';
  legend: string;
  options: readonly Option[];
}

export function RadioChoice({ control, name, legend, options }: RadioChoiceProps) {
  const notes = options.filter((option) => option.note);
  const helpId = `${name}-help`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id={`${name}-label`}>{legend}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${name}-label`}
            aria-describedby={notes.length > 0 ? helpId : undefined}
            name={field.name}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                disabled={option.disabled}
                control={<Radio size="small" />}
              />
            ))}
          </RadioGroup>
          {notes.length > 0 && (
            <FormHelperText id={helpId}>
              {notes.map((option) => option.note).join(' · ')}
            </FormHelperText>
          )}
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
