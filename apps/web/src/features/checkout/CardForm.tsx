// The card form (spec §4 "Checkout form", §5; max width 375 px, §9) of the checkout page and the
// retail account's add-card area. Direct: the shopper types the card here. Checkout SDK: the
// provider's hosted fields hold number, expiry and CVC; on submit they make a session whose href
// is what the flows send. The billing address shows once the card part is complete; submit is
// enabled exactly when spec §4 says. What a submission means (pay, add a card) is the caller's.
//
// The address appears in place at its full size and only fades in (issue 14): it used to grow
// in with a height animation that clipped its fields for 300 ms, so a tap (or a test robot's
// click) at a field's centre as the section appeared hit the form behind it and the typing was
// lost. Fading leaves every field where it will stay, and clickable, from the first frame.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { detectBrand, formatCardNumber } from '@sjd/cards';
import type { BillingAddress } from '@sjd/contracts';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAppDispatch } from '../../lib/hooks';
import { animationMs } from '../../themes/breakpoints';
import type { CheckoutStyles } from '../../themes/theme-types';
import { useTestCardFill, type PickedTestCard } from '../chrome';
import type { CardEntry } from '../journeys';
import { BillingAddressFields } from './BillingAddressFields';
import { AcceptedBrands } from './BrandIcon';
import {
  billingAddressOf,
  canSubmitCardForm,
  cardFormSchema,
  emptyCardForm,
  isAddressRevealed,
  plainCardOf,
  type CardCapture,
  type CardFormValues,
} from './card-form-rules';
import { CheckoutCardFields } from './CheckoutCardFields';
import { checkoutSessionCreated } from '../journeys';
import { DirectCardFields } from './DirectCardFields';
import { FormTextField } from './FormTextField';
import { useCheckoutFields } from './use-checkout-fields';

export interface CardFormSubmission {
  card: CardEntry;
  billingAddress: BillingAddress;
  saveDetails: boolean;
}

/** What the hosted fields need (Checkout SDK only). */
export interface CheckoutSdkSetup {
  scriptUrl: string;
  checkoutId: string;
  styles: CheckoutStyles;
  /** Where the fields post the card, for the terminal. */
  sessionEndpoint: string;
}

interface CardFormProps {
  /** The form's accessible name, e.g. 'Card payment'. */
  label: string;
  capture: CardCapture;
  sdk: CheckoutSdkSetup | null;
  showRememberDetails: boolean;
  submitLabel: string;
  /** Why the form cannot be sent right now (an empty basket), shown above the button. */
  blockedReason?: string | null;
  onSubmit(submission: CardFormSubmission): void;
}

export const cardFormMaxWidth = 375;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** Element ids the SDK's selectors can use: React's useId has characters CSS would need escaped. */
function useDomId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export function CardForm(props: CardFormProps) {
  const { label, capture, sdk, showRememberDetails, submitLabel, blockedReason, onSubmit } = props;
  const dispatch = useAppDispatch();
  const idPrefix = useDomId('card-form');
  const ids = { form: `${idPrefix}-sdk`, pan: `${idPrefix}-pan`, expiry: `${idPrefix}-expiry` };
  const sdkIds = { ...ids, cvv: `${idPrefix}-cvv` };
  const resolver = useMemo(() => zodResolver(cardFormSchema(capture)), [capture]);
  const { control, handleSubmit, setValue } = useForm<CardFormValues>({
    defaultValues: emptyCardForm,
    resolver,
    mode: 'onTouched',
  });
  const values: CardFormValues = { ...emptyCardForm, ...useWatch({ control }) };
  const fields = useCheckoutFields({
    scriptUrl: capture === 'Checkout' && sdk ? sdk.scriptUrl : null,
    checkoutId: sdk?.checkoutId ?? '',
    ids: sdkIds,
    mode: 'card',
    styles: sdk?.styles ?? {},
  });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Once revealed, the address stays: hiding it again while the shopper corrects a digit would
  // move the page under their hands (submit still waits for the card to be valid).
  const [isAddressShown, setIsAddressShown] = useState(false);
  if (!isAddressShown && isAddressRevealed(capture, values, fields.isValid)) {
    setIsAddressShown(true);
  }

  // The 'Test Cards' popup fills the whole typed form for its scenario (the hosted fields are
  // out of its reach): card, name (the one that picks the outcome), expiry, CVC and address.
  const fillTestCard = (card: PickedTestCard) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
    setValue('cardNumber', formatCardNumber(card.cardNumber), options);
    setValue('cardHolderName', card.cardHolderName, options);
    setValue('expiry', card.expiry, options);
    setValue('cvc', card.cvc, options);
    setValue('address1', card.billingAddress.address1, options);
    setValue('city', card.billingAddress.city, options);
    setValue('postalCode', card.billingAddress.postalCode, options);
  };

  const canSubmit =
    !blockedReason &&
    canSubmitCardForm({ capture, values, isSdkCardValid: fields.isValid, isSubmitting });
  const brand = capture === 'Checkout' ? fields.brand : detectBrand(values.cardNumber);

  const submit = handleSubmit(async (submitted) => {
    setError(null);
    const billingAddress = billingAddressOf(submitted);
    const cardHolderName = submitted.cardHolderName.trim();
    if (capture === 'Direct') {
      try {
        onSubmit({
          card: plainCardOf(submitted),
          billingAddress,
          saveDetails: submitted.saveDetails,
        });
      } catch (problem) {
        setError(problem instanceof Error ? problem.message : String(problem));
      }
      return;
    }
    if (!sdk) return;
    setIsSubmitting(true);
    try {
      const { href: sessionHref, responseTime } = await fields.generate();
      dispatch(
        checkoutSessionCreated({
          kind: 'card',
          endpoint: sdk.sessionEndpoint,
          href: sessionHref,
          responseTime,
        }),
      );
      onSubmit({
        card: { kind: 'checkout', cardHolderName, sessionHref },
        billingAddress,
        saveDetails: submitted.saveDetails,
      });
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setIsSubmitting(false);
    }
  });

  return (
    <Box
      component="form"
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5, width: '100%', maxWidth: cardFormMaxWidth }}
    >
      <AcceptedBrands recognised={brand} />
      {capture === 'Direct' ? (
        <>
          <DirectCardFields control={control} idPrefix={idPrefix} disabled={isSubmitting} />
          <TestCardFill onFill={fillTestCard} />
        </>
      ) : (
        <>
          <CheckoutCardFields ids={sdkIds} sdk={fields} mode="card" onRetry={fields.retry} />
          <FormTextField
            control={control}
            idPrefix={idPrefix}
            name="cardHolderName"
            label="Cardholder name"
            autoComplete="cc-name"
            disabled={isSubmitting}
          />
          <Typography variant="body2" color="text.secondary">
            Card number, expiry and security code are typed into the provider&apos;s secure fields,
            so the &apos;Test Cards&apos; popup can copy a number but not fill it in.
          </Typography>
        </>
      )}
      {isAddressShown && (
        <Box
          sx={{
            animation: `${fadeIn} ${animationMs.fast}ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <BillingAddressFields
            control={control}
            idPrefix={idPrefix}
            showRememberDetails={showRememberDetails}
            disabled={isSubmitting}
          />
        </Box>
      )}
      {!isAddressShown && (
        <Typography variant="body2" color="text.secondary">
          The billing address comes next, once the card details are complete.
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {blockedReason && <Alert severity="info">{blockedReason}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!canSubmit}
        loading={isSubmitting}
        loadingPosition="start"
        fullWidth
      >
        {submitLabel}
      </Button>
    </Box>
  );
}

/** Registers the form with the 'Test Cards' popup while it is on screen (Direct only). */
function TestCardFill({ onFill }: { onFill(card: PickedTestCard): void }) {
  useTestCardFill(onFill);
  return null;
}
