// The add-card form of the shops that add cards from their account (retail's add-card area,
// gambling's add-card screen): the shared card form, whose submission creates and verifies a
// token (the journeys' add-card journey) instead of paying. On the way to adding funds the
// journey says so, and the processing screen goes on to add-funds afterwards.
import { CardForm } from '../../../features/checkout/CardForm';
import { useCardCapture } from '../../../features/checkout/use-card-capture';
import { cardAddRequested } from '../../../features/journeys';
import { useAppDispatch } from '../../../lib/hooks';
import type { ShopContext } from '../use-shop-route';

export function AddCardForm({
  shop,
  isAddingFunds = false,
}: {
  shop: ShopContext;
  isAddingFunds?: boolean;
}) {
  const dispatch = useAppDispatch();
  const { capture, sdk } = useCardCapture({
    isAddingCard: true,
    isCvcOnly: false,
    styles: shop.themeData.hostedStyles.checkout,
  });
  return (
    <CardForm
      key={`${capture}|${sdk?.scriptUrl ?? ''}`}
      label="Add a card"
      capture={capture}
      sdk={sdk}
      // Adding a card saves it: there is nothing to remember or forget.
      showRememberDetails={false}
      submitLabel="Save card"
      onSubmit={({ card, billingAddress }) =>
        dispatch(cardAddRequested({ card, billingAddress, isAddingFunds }))
      }
    />
  );
}
