// A saved card's details, read-only (spec §2 edit-card on modernmart, spec §6 "modernmart makes
// saved cards read-only").
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import { countryName } from '../../lib/countries';
import { expiryText, maskedCardNumber, cardBrandName } from '../../lib/saved-cards';

export function CardDetails({ token }: { token: Token }) {
  const { cardNumber, brand, cardHolderName, cardExpiryDate, billingAddress } =
    token.paymentInstrument;
  const rows: [string, string][] = [
    ['Card', `${cardBrandName(brand)} ${maskedCardNumber(cardNumber)}`],
    ['Name on card', cardHolderName],
    ['Expiry date', expiryText(cardExpiryDate)],
  ];
  if (billingAddress) {
    const { address1, city, postalCode, countryCode } = billingAddress;
    rows.push(['Address', address1], ['City', city]);
    // None where the country has no postcode to give (Ireland: the provider's rule).
    if (postalCode) rows.push(['Postcode', postalCode]);
    rows.push(['Country', countryName(countryCode)]);
  }
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 1.25,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
