// Editing a saved card (spec §4 "Tokens: Edit", "Edit card screen"): the masked number is fixed;
// name, expiry and billing address can change. 'Update' is enabled once something changed and
// sends only what changed; 'Delete' removes the card. Digital: 'Replace Card' (to replace-card)
// while nothing was edited, 'Update Card' once something was. Both are requests to the saved-card flows
// (the journeys' cardUpdateRequested / cardDeleteRequested), which call the provider;
// while one runs both buttons wait, and a failure is shown above them.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { formatExpiry, expiryMaxLength } from '@sjd/cards';
import type { Token } from '@sjd/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { CardChanges } from '../journeys';
import { countryOptionElements } from '../checkout';
import { postcodeLabel } from '../../lib/countries';
import { savedCardLabel } from '../../lib/saved-cards';
import {
  cardChanges,
  editCardSchema,
  editCardValues,
  hasChanges,
  type EditCardValues,
} from './edit-card-form';

export interface CardEditStatus {
  isUpdating: boolean;
  isDeleting: boolean;
  /** Why the last update or deletion failed. */
  error: string | null;
}

/** Digital's way to another card from the edit screen (spec §4 "Edit card screen"). */
export interface ReplaceCardLink {
  to: string;
  /** The navigation state that names the card being replaced. */
  state: unknown;
}

interface EditCardFormProps {
  token: Token;
  status: CardEditStatus;
  /** With it, the main button is 'Replace Card' until something was edited, then 'Update Card'. */
  replaceCard?: ReplaceCardLink;
  onUpdate(changes: CardChanges): void;
  onDelete(): void;
}

type TextName = Exclude<keyof EditCardValues, 'countryCode'>;

function Field(props: {
  control: Control<EditCardValues>;
  name: TextName;
  label: string;
  autoComplete: string;
  format?: (value: string, previous: string) => string;
  maxLength?: number;
  placeholder?: string;
}) {
  const { control, name, label, autoComplete, format, maxLength, placeholder } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`edit-card-${name}`}
          label={label}
          autoComplete={autoComplete}
          placeholder={placeholder}
          onChange={(event) =>
            field.onChange(format ? format(event.target.value, field.value) : event.target.value)
          }
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength } }}
          fullWidth
        />
      )}
    />
  );
}

export function EditCardForm(props: EditCardFormProps) {
  const { token, status, replaceCard, onUpdate, onDelete } = props;
  const defaults = useMemo(() => editCardValues(token), [token]);
  const resolver = useMemo(() => zodResolver(editCardSchema()), []);
  const { control, handleSubmit } = useForm<EditCardValues>({
    defaultValues: defaults,
    resolver,
    mode: 'onTouched',
  });
  const values: EditCardValues = { ...defaults, ...useWatch({ control }) };
  const isChanged = hasChanges(cardChanges(token, values));
  const isBusy = status.isUpdating || status.isDeleting;

  return (
    <Box
      component="form"
      aria-label="Edit card"
      noValidate
      onSubmit={handleSubmit((submitted) => onUpdate(cardChanges(token, submitted)))}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        id="edit-card-number"
        label="Card number"
        value={savedCardLabel(token.paymentInstrument)}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="The card number of a saved card cannot change."
        fullWidth
      />
      <Field
        control={control}
        name="cardHolderName"
        label="Cardholder name"
        autoComplete="cc-name"
      />
      <Field
        control={control}
        name="expiry"
        label="Expiry date"
        placeholder="MM/YY"
        autoComplete="cc-exp"
        format={formatExpiry}
        maxLength={expiryMaxLength}
      />
      <Field control={control} name="address1" label="Address" autoComplete="address-line1" />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <Field control={control} name="city" label="City" autoComplete="address-level2" />
        <Field
          control={control}
          name="postalCode"
          label={postcodeLabel(values.countryCode)}
          autoComplete="postal-code"
        />
      </Box>
      <Controller
        control={control}
        name="countryCode"
        render={({ field }) => (
          <TextField
            {...field}
            id="edit-card-country"
            select
            label="Country"
            autoComplete="country"
            fullWidth
            slotProps={{ select: { native: true } }}
          >
            {countryOptionElements(defaults.countryCode)}
          </TextField>
        )}
      />
      {status.error && !isBusy && <Alert severity="error">{status.error}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
        {replaceCard && !isChanged ? (
          <Button
            component={Link}
            to={replaceCard.to}
            state={replaceCard.state}
            variant="contained"
            size="large"
            disabled={isBusy}
          >
            Replace Card
          </Button>
        ) : (
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!isChanged || isBusy}
            loading={status.isUpdating}
            loadingPosition="start"
          >
            {status.isUpdating ? 'Updating…' : replaceCard ? 'Update Card' : 'Update'}
          </Button>
        )}
        <Button
          type="button"
          variant="outlined"
          color="error"
          size="large"
          onClick={onDelete}
          disabled={isBusy}
          loading={status.isDeleting}
          loadingPosition="start"
        >
          {status.isDeleting ? 'Deleting…' : 'Delete'}
        </Button>
      </Box>
    </Box>
  );
}
