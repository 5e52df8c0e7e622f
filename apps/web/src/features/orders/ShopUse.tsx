// Each shop's own use of the provider's actions on its orders (issue 29), as its profile names it
// (config/shops/ `afterSale`): ship items separately (a partial settlement per parcel, numbered in
// sequence), take back a returned item (a partial refund), cancel a visit (a cancellation before
// settlement, a refund after), reverse a deposit (the provider cancels within 15 minutes of the
// authorization and refunds later), refund the last renewal. Each button sends one of the actions
// the provider offers now, and waits when it offers none of them.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  orderActionRequested,
  orderMoney,
  selectOrders,
  type OrderActionKind,
  type OrderActionRequest,
  type OrderLedger,
  type OrderView,
  type StoredOrder,
} from '../journeys';
import { shops } from '../../config/shops';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { shopTitle } from './order-texts';

interface ShopUseProps {
  order: StoredOrder;
  view: OrderView;
  ledger: OrderLedger;
  isBusy: boolean;
}

type Payment = NonNullable<OrderView['payment']>;

function references(payment: Payment, eventName: 'settlementRequested' | 'refundRequested') {
  return payment.events.flatMap((e) => {
    if (e.eventName === 'settlementRequested' && eventName === e.eventName)
      return e.settlementReference ? [e.settlementReference] : [];
    if (e.eventName === 'refundRequested' && eventName === e.eventName)
      return e.refundReference ? [e.refundReference] : [];
    return [];
  });
}

export function ShopUse(props: ShopUseProps) {
  const { order, view } = props;
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectOrders);
  const offers = (kind: OrderActionKind) => view.actions.some((a) => a.kind === kind);
  const send = (request: Omit<OrderActionRequest, 'reference'>) =>
    dispatch(orderActionRequested({ ...request, reference: order.transactionReference }));
  const common = { ...props, offers, send };
  const { afterSale } = shops[order.shop];
  if (!view.payment) return null;
  if (afterSale.purposes && !afterSale.purposes.includes(order.purpose)) return null;

  switch (afterSale.use) {
    case 'shipSeparately':
      return <ShipSeparately {...common} payment={view.payment} />;
    case 'returnItem':
      return <ReturnItem {...common} payment={view.payment} />;
    case 'cancelVisit':
      return <CancelVisit {...common} />;
    case 'reverseDeposit':
      return <ReverseDeposit {...common} />;
    case 'refundLastRenewal': {
      // Only the latest renewal of this shop's plan (the orders list is newest first).
      const lastRenewal = orders.find((o) => o.shop === order.shop && o.purpose === 'renewal');
      return lastRenewal?.transactionReference === order.transactionReference ? (
        <RefundRenewal {...common} />
      ) : null;
    }
  }
}

interface UseProps extends ShopUseProps {
  offers(kind: OrderActionKind): boolean;
  send(request: Omit<OrderActionRequest, 'reference'>): void;
}

function UseSection({
  shop,
  title,
  children,
}: {
  shop: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="order-shop-use-title"
      sx={{ my: 2, p: 1.5, borderRadius: 1, bgcolor: '#eef1fb', border: '1px solid #c9cede' }}
    >
      <Typography id="order-shop-use-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {shop}: {title}
      </Typography>
      {children}
    </Box>
  );
}

const hint = (text: string) => (
  <Typography variant="body2" sx={{ color: '#4a4f6a', mt: 1 }}>
    {text}
  </Typography>
);

function ShipSeparately({
  order,
  ledger,
  isBusy,
  offers,
  send,
  payment,
}: UseProps & { payment: Payment }) {
  const shippedLines = shippedItems(
    order.items,
    references(payment, 'settlementRequested'),
    ledger.settled,
  );
  const shippedCount = shippedLines.filter(Boolean).length;
  return (
    <UseSection shop={shopTitle(order.shop)} title="ship items separately">
      {order.items.length < 2 ? (
        hint('One line in this order: it ships in one parcel, so Settle takes it whole.')
      ) : (
        <>
          {hint(
            `Each parcel settles its line as a partial settlement carrying sequence {number, total}: ${shippedCount} of ${order.items.length} shipped.`,
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
            {order.items.map((item, i) => {
              const isShipped = shippedLines[i] === true;
              const canShip =
                !isShipped && !isBusy && offers('partialSettle') && item.amount <= ledger.open;
              return (
                <Button
                  key={`${item.title}-${i}`}
                  variant="outlined"
                  disabled={!canShip}
                  onClick={() =>
                    send({
                      kind: 'partialSettle',
                      amount: item.amount,
                      actionReference: `ship-${i + 1}`,
                      sequence: { number: shippedCount + 1, total: order.items.length },
                    })
                  }
                  sx={{ textTransform: 'none', justifyContent: 'space-between' }}
                >
                  <span>
                    {isShipped ? 'Shipped' : 'Ship'}: {item.quantity} × {item.title}
                  </span>
                  <span>{orderMoney(item.amount, order.currency)}</span>
                </Button>
              );
            })}
          </Box>
          {!offers('partialSettle') &&
            shippedCount < order.items.length &&
            hint('The provider offers no partial settlement on this payment now.')}
        </>
      )}
    </UseSection>
  );
}

/**
 * Which lines have shipped (issue 43: whichever button settled them): a parcel's own settlement
 * (reference `ship-N`) ships its line; what else was settled (Settle, Partial settle) ships the
 * remaining lines in order, as far as it covers them whole.
 */
export function shippedItems(
  items: readonly { amount: number }[],
  settlementReferences: readonly string[],
  settled: number,
): boolean[] {
  const shipped = items.map((_item, i) => settlementReferences.includes(`ship-${i + 1}`));
  let rest = settled - items.reduce((sum, item, i) => sum + (shipped[i] ? item.amount : 0), 0);
  return shipped.map((isShipped, i) => {
    const amount = items[i]?.amount ?? 0;
    if (isShipped || amount > rest) return isShipped;
    rest -= amount;
    return true;
  });
}

function ReturnItem({
  order,
  ledger,
  isBusy,
  offers,
  send,
  payment,
}: UseProps & { payment: Payment }) {
  const returned = references(payment, 'refundRequested');
  return (
    <UseSection shop={shopTitle(order.shop)} title="customer returns an item">
      {order.items.length === 0 ? (
        hint('This order has no item lines to return: use Partial refund.')
      ) : (
        <>
          {hint('A returned item is refunded on its own: a partial refund of its price.')}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
            {order.items.map((item, i) => {
              const unit = Math.round(item.amount / item.quantity);
              const count = returned.filter((r) => r.startsWith(`return-${i + 1}-`)).length;
              const canReturn =
                count < item.quantity &&
                !isBusy &&
                offers('partialRefund') &&
                unit <= ledger.refundable;
              return (
                <Button
                  key={`${item.title}-${i}`}
                  variant="outlined"
                  disabled={!canReturn}
                  onClick={() =>
                    send({
                      kind: 'partialRefund',
                      amount: unit,
                      actionReference: `return-${i + 1}-${count + 1}`,
                    })
                  }
                  sx={{ textTransform: 'none', justifyContent: 'space-between' }}
                >
                  <span>
                    Return {item.title}
                    {count > 0 ? ` (${count} of ${item.quantity} returned)` : ''}
                  </span>
                  <span>{orderMoney(unit, order.currency)}</span>
                </Button>
              );
            })}
          </Box>
          {!offers('partialRefund') &&
            hint(
              'Returns are refunded once the order is settled: the provider offers no refund yet.',
            )}
        </>
      )}
    </UseSection>
  );
}

/**
 * A shop's use that is one action of the provider's: its button sends `kind` (null: the provider
 * offers none of the actions now, and the button is off); the hint says what it will do.
 */
function OneActionUse(props: {
  use: UseProps;
  title: string;
  kind: OrderActionKind | null;
  label: string;
  hint: string;
}) {
  const { use, title, kind, label } = props;
  return (
    <UseSection shop={shopTitle(use.order.shop)} title={title}>
      {hint(props.hint)}
      <Button
        variant="contained"
        disabled={kind === null || use.isBusy}
        onClick={() => kind && use.send({ kind })}
        sx={{ mt: 1, textTransform: 'none' }}
      >
        {label}
      </Button>
    </UseSection>
  );
}

function CancelVisit(use: UseProps) {
  const kind = use.offers('cancel') ? 'cancel' : use.offers('refund') ? 'refund' : null;
  return (
    <OneActionUse
      use={use}
      title="cancel the visit"
      kind={kind}
      label="Cancel the visit"
      hint={
        kind === 'cancel'
          ? 'Not settled yet: the provider cancels the authorization and nothing is charged.'
          : kind === 'refund'
            ? 'Already settled: the tickets are refunded in full.'
            : 'The provider offers neither a cancellation nor a refund on this payment now.'
      }
    />
  );
}

function ReverseDeposit(use: UseProps) {
  const isOffered = use.offers('reverse');
  return (
    <OneActionUse
      use={use}
      title="reverse a deposit"
      kind={isOffered ? 'reverse' : null}
      label="Reverse the deposit"
      hint={
        isOffered
          ? 'A reversal: within 15 minutes of the authorization the provider cancels it, later it refunds what was settled.'
          : 'The provider offers no reversal on this payment now.'
      }
    />
  );
}

function RefundRenewal(use: UseProps) {
  const isOffered = use.offers('refund');
  return (
    <OneActionUse
      use={use}
      title="refund the last renewal"
      kind={isOffered ? 'refund' : null}
      label="Refund the last renewal"
      hint={
        isOffered
          ? 'The latest renewal is refunded in full.'
          : 'A renewal is authorized only: settle it first, then it can be refunded.'
      }
    />
  );
}
