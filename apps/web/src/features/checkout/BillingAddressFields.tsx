// The billing address section (spec §2 "Billing address form": title 'Billing Address', country,
// address, city, postalCode, and 'remember my details' — none in digital or when adding a card,
// which saves it anyway). Countries are ISO codes, GB by default (spec §3, §9).
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { countryName, countryOptions, postcodeLabel } from '../../lib/countries';
import type { CardFormValues } from './card-form-rules';
import { FormTextField } from './FormTextField';

interface BillingAddressFieldsProps {
  control: Control<CardFormValues>;
  idPrefix: string;
  showRememberDetails: boolean;
  disabled: boolean;
}

export function BillingAddressFields(props: BillingAddressFieldsProps) {
  const { control, idPrefix, showRememberDetails, disabled } = props;
  const common = { control, idPrefix, disabled };
  const titleId = `${idPrefix}-billing-title`;
  const countryCode = useWatch({ control, name: 'countryCode' });
  return (
    <Box component="fieldset" aria-labelledby={titleId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography id={titleId} component="h2" variant="h4" sx={{ mb: 2 }}>
        Billing Address
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Controller
          control={control}
          name="countryCode"
          render={({ field }) => (
            <TextField
              {...field}
              id={`${idPrefix}-countryCode`}
              select
              label="Country"
              autoComplete="country"
              disabled={disabled}
              fullWidth
              slotProps={{ select: { native: true } }}
            >
              {countryOptionElements(field.value)}
            </TextField>
          )}
        />
        <FormTextField {...common} name="address1" label="Address" autoComplete="address-line1" />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
          <FormTextField {...common} name="city" label="City" autoComplete="address-level2" />
          <FormTextField
            {...common}
            name="postalCode"
            label={postcodeLabel(countryCode)}
            autoComplete="postal-code"
          />
        </Box>
        {showRememberDetails && (
          <Controller
            control={control}
            name="saveDetails"
            render={({ field }) => (
              <FormControlLabel
                label="Remember my details"
                disabled={disabled}
                control={
                  <Checkbox
                    id={`${idPrefix}-saveDetails`}
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
        )}
      </Box>
    </Box>
  );
}

/** The country select's options (native), keeping a stored code that is not on the list. */
export function countryOptionElements(current: string | undefined) {
  return countryOptions(current).map((code) => (
    <option key={code} value={code}>
      {countryName(code)}
    </option>
  ));
}
