// {base}/order-detail (spec §2 "Museart"): the ticket page; 'Checkout' goes to the order summary.
import { OrderDetailScreen } from '../../../features/tickets';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';

export const OrderDetailRoute = shopScreen(function OrderDetailRoute({ shop }) {
  const format = useFormatMoney();
  return <OrderDetailScreen format={format} summaryPath={shop.path('orderSummary')} />;
});
