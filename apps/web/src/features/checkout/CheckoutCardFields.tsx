// The containers the Checkout SDK fills with its hosted card fields (spec §4 "Checkout form"
// with the SDK): card number, expiry and security code — or the security code alone for a card
// check. The inputs live in the provider's frames (labelled there); this page draws the labels
// beside them, the loading state and, if the script cannot be had, a clear message and a retry
// (spec §8).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CheckoutFieldIds, CheckoutFieldsState } from './use-checkout-fields';

interface CheckoutCardFieldsProps {
  ids: CheckoutFieldIds;
  sdk: CheckoutFieldsState;
  mode: 'card' | 'cvc';
  onRetry(): void;
}

function Field({ id, label }: { id: string; label: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="span"
        id={`${id}-label`}
        sx={{ display: 'block', fontSize: 14, fontWeight: 600, mb: 0.5, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      {/* The SDK puts an iframe in here and sizes it to its field (message included). */}
      <Box id={id} sx={{ minHeight: 50 }} />
    </Box>
  );
}

export function CheckoutCardFields({ ids, sdk, mode, onRetry }: CheckoutCardFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {sdk.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          The secure card fields could not be loaded. {sdk.error}
        </Alert>
      )}
      {/* Always mounted, so a retry finds its containers; hidden while there is nothing in them. */}
      <Box id={ids.form} sx={{ display: sdk.status === 'failed' ? 'none' : 'grid', gap: 1.5 }}>
        {mode === 'card' ? (
          <>
            <Field id={ids.pan} label="Card number" />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
              <Field id={ids.expiry} label="Expiry date" />
              <Field id={ids.cvv} label="Security code" />
            </Box>
          </>
        ) : (
          <Field id={ids.cvv} label="Security code" />
        )}
      </Box>
      {sdk.status === 'loading' && (
        <Box role="status">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Loading the secure card fields…
          </Typography>
          <LinearProgress aria-label="Loading the secure card fields" />
        </Box>
      )}
    </Box>
  );
}
