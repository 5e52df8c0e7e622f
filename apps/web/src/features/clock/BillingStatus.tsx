// The account screen's word on the merchant's billing (issue 31): when the plan renews next on
// the demo clock, a refused renewal and its dunning retry, a past-due subscription, or a card
// that ended (issue 43: asked to replace it, not dunned), each with the way out ("Replace Card").
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useAppSelector } from '../../lib/hooks';
import {
  dunningRetryDays,
  selectSavedTokens,
  selectSubscription,
  type Subscription,
} from '../journeys';

const day = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }) + ' UTC';

/**
 * Whether the token ended because its card expired (at the end of the card's expiry month), or
 * earlier, at the provider's own lifetime for it (a token made without one, Payments API).
 */
function endedWithItsCard(
  subscription: Subscription,
  tokens: readonly {
    tokenId: string;
    paymentInstrument: { cardExpiryDate: { month: number; year: number } };
  }[],
): boolean {
  const card = tokens.find((t) => t.tokenId === subscription.pastDueTokenId);
  if (!card || !subscription.cardEndedAt) return false;
  const { month, year } = card.paymentInstrument.cardExpiryDate;
  return Date.parse(subscription.cardEndedAt) >= Date.UTC(year, month, 1) - 24 * 60 * 60_000;
}

export function BillingStatus({ replaceCardPath }: { replaceCardPath: string }) {
  const subscription = useAppSelector(selectSubscription);
  const tokens = useAppSelector(selectSavedTokens);
  if (!subscription) return null;
  const isPastDue = subscription.status === 'pastDue';
  const hasCardEnded = subscription.status === 'cardEnded';
  const endedWithCard = hasCardEnded && endedWithItsCard(subscription, tokens);
  const needsCard = isPastDue || hasCardEnded;
  const replaceCard = (
    <Button component={Link} to={replaceCardPath} variant="contained" sx={{ justifySelf: 'start' }}>
      Replace Card
    </Button>
  );
  return (
    <Box
      component="section"
      aria-labelledby="billing-status-title"
      sx={{
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: needsCard ? '#b3261e' : 'divider',
        bgcolor: needsCard ? '#fdecea' : 'background.paper',
        display: 'grid',
        gap: 1,
      }}
    >
      <Typography id="billing-status-title" component="h2" variant="h4">
        {isPastDue ? 'Subscription past due' : hasCardEnded ? 'Your card has ended' : 'Billing'}
      </Typography>
      {isPastDue ? (
        <>
          <Typography>
            The renewal due {day(subscription.dueAt)} was refused, and so were its{' '}
            {dunningRetryDays.length} retries ({dunningRetryDays.map((d) => `+${d}`).join(', ')}{' '}
            days). Replace the card to pay it and keep the plan.
          </Typography>
          {replaceCard}
        </>
      ) : hasCardEnded ? (
        <>
          <Typography>
            The saved card ended
            {subscription.cardEndedAt ? ` ${day(subscription.cardEndedAt)}` : ''} (
            {endedWithCard ? 'its expiry date passed' : "the provider's token for it ended"}), so
            the renewal due {day(subscription.dueAt)} was not charged. Nothing was refused and no
            retries are scheduled: replace the card to pay it and keep the plan.
            {` ${subscription.periodsPaid} ${subscription.periodsPaid === 1 ? 'period' : 'periods'} paid.`}
          </Typography>
          {replaceCard}
        </>
      ) : subscription.failedAttempts > 0 && subscription.nextAttemptAt ? (
        <Typography>
          The renewal due {day(subscription.dueAt)} was refused {subscription.failedAttempts}{' '}
          {subscription.failedAttempts === 1 ? 'time' : 'times'}: the merchant tries again{' '}
          {day(subscription.nextAttemptAt)} (demo clock).
        </Typography>
      ) : (
        <Typography>
          {subscription.periodsPaid} {subscription.periodsPaid === 1 ? 'period' : 'periods'} paid.
          Next renewal {day(subscription.dueAt)} on the demo clock: the merchant&apos;s billing job
          charges it when the clock gets there.
        </Typography>
      )}
    </Box>
  );
}
