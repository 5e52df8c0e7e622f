// {base}/cardCheck (spec §2, §4 "Card check"): verify a saved card by its security code before
// paying with it. The first press flips the card to its back and the button's label changes
// from 'Verify Card' to 'Continue with payment'; the second hands the code over — typed
// (Direct) or as a CVC-only session of the hosted field (Checkout SDK). Spec §5: continuing
// without a valid code says 'CVC is not valid'.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cardMessages } from '@sjd/cards';
import type { Token } from '@sjd/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import type { SecurityCode } from '../journeys';
import type { CardCapture } from './card-form-rules';
import { cleanCvc } from './card-form-rules';
import { cardFormMaxWidth, type CheckoutSdkSetup } from './CardForm';
import { CardVisual } from './CardVisual';
import { CheckoutCardFields } from './CheckoutCardFields';
import { checkoutSessionCreated } from '../journeys';
import { cvcLengthOf, isCvcValidFor } from './card-check-rules';
import { useCheckoutFields } from './use-checkout-fields';
import { PageColumn } from '../../components/PageColumn';

export const cardCheckLabels = {
  verify: 'Verify Card',
  continue: 'Continue with payment',
} as const;

interface CardCheckScreenProps {
  token: Token;
  capture: CardCapture;
  sdk: CheckoutSdkSetup | null;
  total: ReactNode;
  onContinue(securityCode: SecurityCode): void;
}

export function CardCheckScreen({ token, capture, sdk, total, onContinue }: CardCheckScreenProps) {
  const dispatch = useAppDispatch();
  const idPrefix = `card-check-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = {
    form: `${idPrefix}-sdk`,
    pan: `${idPrefix}-pan`,
    expiry: `${idPrefix}-expiry`,
    cvv: `${idPrefix}-cvv`,
  };
  const [isFlipped, setIsFlipped] = useState(false);
  const [cvc, setCvc] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const cvcInput = useRef<HTMLInputElement>(null);
  const cvcLength = cvcLengthOf(token);
  const fields = useCheckoutFields({
    scriptUrl: capture === 'Checkout' && sdk && isFlipped ? sdk.scriptUrl : null,
    checkoutId: sdk?.checkoutId ?? '',
    ids,
    mode: 'cvc',
    styles: sdk?.styles ?? {},
  });

  // The code goes where the shopper's eyes are once the card has turned.
  useEffect(() => {
    if (isFlipped) cvcInput.current?.focus();
  }, [isFlipped]);

  const fieldMessage =
    isTouched && cvc.length > 0 && !isCvcValidFor(cvc, token) ? cardMessages.invalidCvc : null;

  // 'CVC is not valid' answers a press with a code that is not valid; it goes as soon as the
  // code is (typed here, or reported valid by the hosted field, which this page cannot read).
  const isCodeValid = capture === 'Direct' ? isCvcValidFor(cvc, token) : fields.isValid;
  // Adjusted while rendering (React's pattern for state that follows a changed value), not in an
  // effect, so the stale message is never painted.
  const [wasCodeValid, setWasCodeValid] = useState(isCodeValid);
  if (isCodeValid !== wasCodeValid) {
    setWasCodeValid(isCodeValid);
    if (isCodeValid && error === cardMessages.cvcNotValid) setError(null);
  }

  const press = async () => {
    if (!isFlipped) {
      setIsFlipped(true);
      return;
    }
    setError(null);
    if (capture === 'Direct') {
      if (!isCvcValidFor(cvc, token)) {
        setError(cardMessages.cvcNotValid);
        return;
      }
      onContinue({ cvc });
      return;
    }
    if (!sdk || !fields.isValid) {
      setError(cardMessages.cvcNotValid);
      return;
    }
    setIsSubmitting(true);
    try {
      const { href: cvcSessionHref, responseTime } = await fields.generate();
      dispatch(
        checkoutSessionCreated({
          kind: 'cvc',
          endpoint: sdk.sessionEndpoint,
          href: cvcSessionHref,
          responseTime,
        }),
      );
      onContinue({ cvcSessionHref });
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <PageColumn maxWidth={cardFormMaxWidth + 48} gap={3}>
      <Typography variant="h1">Verify your card</Typography>
      {total}
      <CardVisual
        token={token}
        isFlipped={isFlipped}
        cvcLength={cvcLength}
        typedCvcLength={capture === 'Direct' ? cvc.length : 0}
      />
      <Typography color="text.secondary">
        {isFlipped
          ? `Enter the ${cvcLength}-digit security code from the ${cvcLength === 4 ? 'front' : 'back'} of your card.`
          : 'For your security, confirm this saved card with its security code before paying.'}
      </Typography>
      {isFlipped &&
        (capture === 'Direct' ? (
          <TextField
            id={`${idPrefix}-cvc`}
            inputRef={cvcInput}
            label="Security code"
            value={cvc}
            onChange={(event) => setCvc(cleanCvc(event.target.value))}
            onBlur={() => setIsTouched(true)}
            autoComplete="cc-csc"
            error={Boolean(fieldMessage ?? error)}
            helperText={error ?? fieldMessage ?? `${cvcLength} digits`}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            fullWidth
          />
        ) : (
          <>
            <CheckoutCardFields ids={ids} sdk={fields} mode="cvc" onRetry={fields.retry} />
            {error && <Alert severity="error">{error}</Alert>}
          </>
        ))}
      <Button
        variant="contained"
        size="large"
        onClick={() => void press()}
        loading={isSubmitting}
        loadingPosition="start"
        disabled={isFlipped && capture === 'Checkout' && fields.status !== 'ready'}
        fullWidth
      >
        {isFlipped ? cardCheckLabels.continue : cardCheckLabels.verify}
      </Button>
    </PageColumn>
  );
}
