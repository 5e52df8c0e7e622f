// Direct (plain card data) card fields (spec §5): card number grouped 4-4-4-4-3 (amex 4-6-5) up
// to 23 characters with the recognised brand's icon, cardholder name, expiry MM/YY with the
// slash and leading zero inserted (5 characters), CVC digits only (4 at most) with the brand's
// help text. The §5 messages come from the form's schema.
import Box from '@mui/material/Box';
import {
  cardNumberMaxLength,
  cvcHelpText,
  detectBrand,
  expiryMaxLength,
  formatCardNumber,
  formatExpiry,
} from '@sjd/cards';
import { useWatch, type Control } from 'react-hook-form';
import { BrandIcon } from './BrandIcon';
import type { CardFormValues } from './card-form-rules';
import { cleanCvc } from './card-form-rules';
import { FormTextField } from './FormTextField';

interface DirectCardFieldsProps {
  control: Control<CardFormValues>;
  idPrefix: string;
  disabled: boolean;
}

export function DirectCardFields({ control, idPrefix, disabled }: DirectCardFieldsProps) {
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const brand = detectBrand(cardNumber);
  const common = { control, idPrefix, disabled };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormTextField
        {...common}
        name="cardNumber"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        format={formatCardNumber}
        maxLength={cardNumberMaxLength}
        deps={['cvc']}
        endAdornment={brand ? <BrandIcon brand={brand} /> : undefined}
      />
      <FormTextField
        {...common}
        name="cardHolderName"
        label="Cardholder name"
        autoComplete="cc-name"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
        <FormTextField
          {...common}
          name="expiry"
          label="Expiry date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          format={formatExpiry}
          maxLength={expiryMaxLength}
        />
        <FormTextField
          {...common}
          name="cvc"
          label="CVC"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder={brand === 'amex' ? '1234' : '123'}
          format={cleanCvc}
          maxLength={4}
          help={cvcHelpText(brand)}
        />
      </Box>
    </Box>
  );
}
