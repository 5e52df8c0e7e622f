// {base}/account of the subscription shop (spec §2 Digital: "one saved card, a recurring-payment
// button, explanatory copy"): the plan and whether it is active, the card it renews on (with its
// edit link) and the recurring payment. Without a card the learner is sent to subscribe.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { savedCardLabel } from '../../lib/saved-cards';
import type { SubscriptionPlan } from '../../themes/theme-types';
import { SavedCardList } from '../account';
import { PlanCard } from './PlanCard';
import { RecurringPaymentPanel } from './RecurringPaymentPanel';
import { recurringBlockedReason } from './subscription-rules';
import { PageColumn } from '../../components/PageColumn';

export const noSubscriptionCardText = 'No saved card available';

interface SubscriptionAccountProps {
  brandName: string;
  plan: SubscriptionPlan;
  price: string;
  tokens: readonly Token[];
  /** The card the subscription renews on (the newest saved card). */
  card: Token | null;
  editCardPath: string;
  checkoutPath: string;
  /** Takes a recurring payment; without it (no recurring payments in the shop) no panel. */
  onTakeRecurringPayment?: (tokenId: string) => void;
  /** The merchant's billing on the demo clock (features/clock BillingStatus), if any. */
  billing?: ReactNode;
  /**
   * Why the plan waits for a new card: the billing job gave up on a refused renewal (issue 31,
   * past due), or the card's token ended (issue 43); null while it renews.
   */
  awaitingCard?: 'pastDue' | 'cardEnded' | null;
}

export function SubscriptionAccount(props: SubscriptionAccountProps) {
  const { plan, price, tokens, card, onTakeRecurringPayment } = props;
  const blockedReason = recurringBlockedReason(card);
  return (
    <PageColumn maxWidth={720}>
      <Typography variant="h1">My Account</Typography>
      <PlanCard
        plan={plan}
        price={price}
        footer={
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {card && props.awaitingCard === 'pastDue' ? (
              <Box component="span" sx={{ color: 'error.main' }}>
                Past due · the last renewal was refused: replace the card
              </Box>
            ) : card && props.awaitingCard === 'cardEnded' ? (
              <Box component="span" sx={{ color: 'error.main' }}>
                Card ended · the saved card can no longer be charged: replace it to keep the plan
              </Box>
            ) : card ? (
              <Box component="span" sx={{ color: 'success.main' }}>
                Active · renews every {plan.period} on your saved card
              </Box>
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Not active: there is no card to renew on
              </Box>
            )}
          </Typography>
        }
      />
      {props.billing}
      <Box
        component="section"
        aria-labelledby="saved-cards-title"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id="saved-cards-title" component="h2" variant="h4">
          Saved card
        </Typography>
        {tokens.length > 0 ? (
          <SavedCardList tokens={tokens} editCardPath={props.editCardPath} linkLabel="Edit" />
        ) : (
          <>
            <Typography color="text.secondary">{noSubscriptionCardText}</Typography>
            <Button
              component={Link}
              to={props.checkoutPath}
              variant="outlined"
              sx={{ justifySelf: 'start' }}
            >
              Subscribe to {plan.title}
            </Button>
          </>
        )}
      </Box>
      {onTakeRecurringPayment && (
        <RecurringPaymentPanel
          brandName={props.brandName}
          planTitle={plan.title}
          price={price}
          cardLabel={card ? savedCardLabel(card.paymentInstrument) : null}
          schemeReference={card?.schemeTransactionReference ?? null}
          blockedReason={blockedReason}
          onTakePayment={() => {
            if (card && !blockedReason) onTakeRecurringPayment(card.tokenId);
          }}
        />
      )}
    </PageColumn>
  );
}
