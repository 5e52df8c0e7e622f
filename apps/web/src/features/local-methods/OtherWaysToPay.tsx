// The checkout's 'Other ways to pay' (issue 45): the local methods that fit the shop's currency
// and the billing country (local-methods.ts), each with its mark; SEPA Direct Debit asks for the
// account (the sandbox's test IBAN to start with). 'Pay with iDEAL · €49.99' starts the journey.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  billingCountries,
  countryNames,
  defaultBillingCountry,
  localMethodLabel,
  offeredLocalMethods,
  testIban,
  type LocalMethod,
  type LocalPaymentRequest,
} from '../journeys';
import { LocalMethodLogo } from './LocalMethodLogo';

interface OtherWaysToPayProps {
  currency: string;
  /** The total as the shop writes it. */
  total: string;
  /** Why nothing can be paid now (an empty basket); null when it can. */
  blockedReason: string | null;
  onPay(request: Omit<LocalPaymentRequest, 'charge' | 'siteOrigin'>): void;
}

/** Shown under each method: how the shopper completes it. */
const howItWorks: Readonly<Record<LocalMethod, string>> = {
  ideal: 'Choose your bank and approve in its page.',
  bancontact: 'Approve in the Bancontact page.',
  blik: 'Type the 6-digit code from your banking app.',
  swish: 'Scan the QR code with the Swish app.',
  pix: 'Scan the QR code or copy the Pix code into your banking app.',
  sepa: 'Sign a mandate; your bank pays in a few days.',
  klarna_network: 'Pay later with Klarna.',
  open_banking: 'Pay straight from your bank account.',
};

export function OtherWaysToPay({ currency, total, blockedReason, onPay }: OtherWaysToPayProps) {
  const id = useId();
  const countries = billingCountries[currency] ?? [defaultBillingCountry(currency)];
  const [country, setCountry] = useState(() => defaultBillingCountry(currency));
  const shownCountry = countries.includes(country) ? country : (countries[0] ?? country);
  const methods = offeredLocalMethods(currency, shownCountry);
  const [picked, setPicked] = useState<LocalMethod | null>(null);
  const method = picked && methods.includes(picked) ? picked : (methods[0] ?? null);
  const [iban, setIban] = useState(testIban);
  const [holder, setHolder] = useState('Demo Shopper');
  const ibanProblem = method === 'sepa' && !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact(iban));
  const holderProblem = method === 'sepa' && holder.trim() === '';

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={`${id}-title`} component="h2" variant="h4">
        Other ways to pay
      </Typography>
      <TextField
        select
        label="Billing country"
        value={shownCountry}
        onChange={(event) => setCountry(event.target.value)}
        slotProps={{ select: { native: true } }}
        size="small"
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {countryNames[code] ?? code}
          </option>
        ))}
      </TextField>
      {methods.length === 0 ? (
        <Typography color="text.secondary">
          No local payment method takes {currency} from {countryNames[shownCountry] ?? shownCountry}
          . Pay by card, or choose another currency in the settings.
        </Typography>
      ) : (
        <RadioGroup
          aria-labelledby={`${id}-title`}
          value={method ?? ''}
          onChange={(event) => setPicked(event.target.value as LocalMethod)}
          sx={{ gap: 1 }}
        >
          {methods.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              sx={{
                m: 0,
                px: 1,
                py: 0.5,
                border: 1,
                borderColor: option === method ? 'primary.main' : 'divider',
                borderRadius: 1,
              }}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
                  <LocalMethodLogo method={option} />
                  <Box>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {localMethodLabel(option)}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {howItWorks[option]}
                    </Typography>
                  </Box>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      )}
      {method === 'sepa' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="IBAN"
            value={iban}
            onChange={(event) => setIban(event.target.value)}
            error={ibanProblem}
            helperText={ibanProblem ? 'Enter an IBAN, e.g. DE89 3704 0044 0532 0130 00' : ' '}
            autoComplete="off"
            size="small"
          />
          <TextField
            label="Account holder"
            value={holder}
            onChange={(event) => setHolder(event.target.value)}
            error={holderProblem}
            helperText={holderProblem ? 'Enter the account holder’s name' : ' '}
            autoComplete="name"
            size="small"
          />
        </Box>
      )}
      {blockedReason && method && (
        <Typography variant="body2" color="text.secondary">
          {blockedReason}
        </Typography>
      )}
      {method && (
        <Button
          variant="outlined"
          size="large"
          disabled={Boolean(blockedReason) || ibanProblem || holderProblem}
          onClick={() =>
            onPay({
              method,
              country: shownCountry,
              email: 'shopper@example.com',
              ...(method === 'sepa'
                ? { sepa: { iban: compact(iban), accountHolderName: holder.trim() } }
                : {}),
            })
          }
        >
          Pay with {localMethodLabel(method)} · {total}
        </Button>
      )}
    </Box>
  );
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();
