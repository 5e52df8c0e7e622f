// The documentation panel (spec §1: the museart theme shows only this): how the hosted payment
// page integration works, step by step, and where the scenarios are documented.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface DocumentationPanelProps {
  points: readonly string[];
  testScenariosUrl: string | null;
}

const steps = [
  'Your server creates a payment page: POST /payment_pages with the amount, currency, entity and a unique transaction reference.',
  'The response holds the page URL; the library embeds it in an iframe on your site.',
  'The shopper pays on the provider’s page: card data never reaches your servers.',
  'The library’s result callback reports the status; your page shows the outcome.',
];

export function DocumentationPanel({ points, testScenariosUrl }: DocumentationPanelProps) {
  return (
    <Box component="section" aria-labelledby="documentation-title">
      <Typography id="documentation-title" component="h3" variant="h6" gutterBottom>
        Documentation
      </Typography>
      {points.map((point) => (
        <Typography variant="body2" key={point} sx={{ mb: 1.5 }}>
          {point}
        </Typography>
      ))}
      <Typography component="h4" variant="subtitle2">
        How the integration works
      </Typography>
      <Box component="ol" sx={{ mt: 0.5, pl: 2.5 }}>
        {steps.map((step) => (
          <Typography component="li" variant="body2" key={step} sx={{ mb: 0.5 }}>
            {step}
          </Typography>
        ))}
      </Box>
      {testScenariosUrl && (
        <Link href={testScenariosUrl} target="_blank" rel="noopener noreferrer">
          Test scenarios of the sandbox
        </Link>
      )}
    </Box>
  );
}
