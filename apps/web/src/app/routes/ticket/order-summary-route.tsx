// {base}/order-summary (spec §2 "Museart", §4 "Hosted payment (museart)", §7): the order and the
// hosted payment page. The library's result ends the payment; this screen then goes where its
// status says (spec §4): success, declined or error to the result screen of that name (the shop's
// rules, as from the processing screen), pending to {base}/processing.
// 'Continue to payment' starts the journey here: hostedPaymentRequested → its row in
// features/journeys/journey-table.ts → flows/pay-with-hosted-page-flow.ts.
import { useLeaveTo } from '../../../lib/use-leave-to';
import { HostedPaymentPanel } from '../../../features/hpp';
import {
  hostedPaymentRequested,
  selectIsPaymentPending,
  selectProcessingDestination,
} from '../../../features/journeys';
import { isPayable, OrderSummaryScreen, useTicketOrder } from '../../../features/tickets';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { processingDestination } from '../shared/destinations';
import { shopScreen } from '../shop-screen';

export const OrderSummaryRoute = shopScreen(function OrderSummaryRoute({ shop }) {
  const dispatch = useAppDispatch();
  const format = useFormatMoney();
  const ticketOrder = useTicketOrder();
  const destination = useAppSelector(selectProcessingDestination);
  const isPending = useAppSelector(selectIsPaymentPending);
  // Replace: Back from the result must not land on a paid order.
  useLeaveTo(
    destination?.kind === 'payment'
      ? { to: processingDestination(shop, destination, []).to, replace: true }
      : isPending
        ? { to: shop.path('processing'), replace: true }
        : null,
  );

  return (
    <OrderSummaryScreen
      ticketOrder={ticketOrder}
      format={format}
      detailPath={shop.path('orderDetail')}
      payment={
        <HostedPaymentPanel
          onPay={() =>
            // What the shopper sees is what is charged: the order's total (the cart's, spec §3).
            dispatch(
              hostedPaymentRequested({
                charge: { amount: ticketOrder.order.total, purpose: 'tickets' },
              }),
            )
          }
          canPay={isPayable(ticketOrder)}
          styles={shop.themeData.hostedStyles.hpp}
          payLabel="Continue to payment"
        />
      }
    />
  );
});
