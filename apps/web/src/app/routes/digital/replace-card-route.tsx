// {base}/account/replace-card (spec §2 Digital, §4 "Replace card", "Token status processing also
// redirects to processing"): the card form for a new subscription card. Submitting starts the
// replace-card journey (the journeys' cardReplaceRequested); the processing screen brings
// the learner back here with the first saved card once the card was added (the route table's
// cardAdded rule). Then, as spec §4 says: no conflict → reset the token process and go to the
// account; a conflict (the same card, its details updated) → say so first. A token error or
// 'not verified' is the processing screen's to route: {base}/addCardfailed says 'Failed to add
// card.' and leads to the account (a journey that fails before this screen has handed over
// still lands there).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { CardForm } from '../../../features/checkout/CardForm';
import { useCardCapture } from '../../../features/checkout/use-card-capture';
import { ReplaceCardScreen, subscriptionCard } from '../../../features/subscription';
import {
  cardReplaceRequested,
  selectSavedTokens,
  selectTokenConflictStatus,
  selectTokenStatus,
  tokenProcessReset,
} from '../../../features/journeys';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { tokenFromNavigationState } from '../../../lib/navigation-state';
import { shopScreen } from '../shop-screen';

export const ReplaceCardRoute = shopScreen(function ReplaceCardRoute({ shop }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const tokens = useAppSelector(selectSavedTokens);
  const tokenStatus = useAppSelector(selectTokenStatus);
  const conflictStatus = useAppSelector(selectTokenConflictStatus);
  const { capture, sdk } = useCardCapture({
    isAddingCard: true,
    isCvcOnly: false,
    styles: shop.themeData.hostedStyles.checkout,
  });
  const accountPath = shop.path('account');
  const isReplaced = tokenStatus === 'success';
  const isConflict = isReplaced && conflictStatus === 'conflict';

  useEffect(() => {
    if (!isReplaced || isConflict) return;
    dispatch(tokenProcessReset());
    navigate(accountPath, { replace: true });
  }, [isReplaced, isConflict, dispatch, navigate, accountPath]);

  const isAddingCard = tokenStatus === 'processing' || tokenStatus === 'failure';
  useLeaveTo(isAddingCard ? { to: shop.path('processing') } : null);
  // The card named in the navigation state, while it is still saved; else the subscription's.
  const named = tokenFromNavigationState(location.state);
  const current =
    tokens.find((t) => t.tokenId === named?.tokenId) ?? subscriptionCard(tokens) ?? null;
  return (
    <ReplaceCardScreen
      brandName={shop.themeData.brand.name}
      current={current}
      updatedNotice={
        isConflict
          ? {
              onContinue: () => {
                dispatch(tokenProcessReset());
                navigate(accountPath, { replace: true });
              },
            }
          : null
      }
      cardForm={
        !isReplaced && (
          <CardForm
            key={`${capture}|${sdk?.scriptUrl ?? ''}`}
            label="Replace card"
            capture={capture}
            sdk={sdk}
            // The new card is kept: it is what the subscription renews on.
            showRememberDetails={false}
            submitLabel="Replace card"
            onSubmit={({ card, billingAddress }) =>
              dispatch(cardReplaceRequested({ card, billingAddress }))
            }
          />
        )
      }
    />
  );
});
