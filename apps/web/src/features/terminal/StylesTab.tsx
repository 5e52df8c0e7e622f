// The STYLES tab: the styling object the current theme passes to the hosted card fields (Checkout
// SDK `styles`) or, for a hosted-payment-page shop, to the hosted page (the library's
// `customisation` option, built from the theme's spec §9 style properties).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { JsonValue } from '../event-log';
import { capabilitiesOf } from '../../config/shops';
import type { ThemeData } from '../../themes/theme-types';
import { themeCustomisation } from '../hpp';
import { JsonView } from './JsonView';

function asJson(styles: object): JsonValue {
  return JSON.parse(JSON.stringify(styles)) as JsonValue;
}

export function StylesTab({ theme }: { theme: ThemeData }) {
  const [copied, setCopied] = useState('');
  const isHpp = capabilitiesOf(theme.name).hostedPaymentPage;
  const styles = asJson(isHpp ? themeCustomisation(theme) : theme.hostedStyles.checkout);
  const title = isHpp ? 'Hosted payment page styles' : 'Checkout SDK styles';
  return (
    <Box sx={{ p: 1.5, color: '#c9d1d9', fontSize: 13 }}>
      <Typography component="h3" sx={{ fontSize: 14, fontWeight: 700, color: '#e6edf3' }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: 13, my: 1 }}>
        {isHpp
          ? `What ${theme.brand.name} passes as \`customisation\` to WPCL.Library's setup: per part of the hosted page, the properties it takes (background-color, border, radii, color, font-family, font-weight, text-shadow, box-shadow, gradients).`
          : `What ${theme.brand.name} passes as \`styles\` to Worldpay.checkout.init: per state selector, only the properties the card fields accept.`}
      </Typography>
      <JsonView value={styles} label={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Button
          size="small"
          sx={{ color: '#79c0ff' }}
          onClick={() =>
            void navigator.clipboard.writeText(JSON.stringify(styles, null, 2)).then(
              () => setCopied('Styles copied'),
              () => setCopied('Could not copy the styles'),
            )
          }
        >
          Copy styles
        </Button>
        <Typography component="span" role="status" sx={{ fontSize: 12, color: '#8b949e' }}>
          {copied}
        </Typography>
      </Box>
    </Box>
  );
}
