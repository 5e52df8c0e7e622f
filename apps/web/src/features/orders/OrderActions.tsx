// The order's actions (issue 29): a button for each action the provider's last answer offered —
// the Payments API's `_actions` or Card Payments' `_links` (order-ledger.ts) — and nothing else.
// A partial action opens its amount (prefilled with what remains) and reference first.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  isPartialAction,
  orderActionLabels,
  orderMoney,
  orderActionRequested,
  partialSettlementCount,
  type OrderActionKind,
  type OrderLedger,
  type OrderView,
  type StoredOrder,
} from '../journeys';
import { useAppDispatch } from '../../lib/hooks';
import { PartialActionForm } from './PartialActionForm';

interface OrderActionsProps {
  order: StoredOrder;
  view: OrderView;
  ledger: OrderLedger | null;
  /** An action or a reading is under way: every button waits. */
  isBusy: boolean;
  acting: OrderActionKind | null;
}

export function OrderActions({ order, view, ledger, isBusy, acting }: OrderActionsProps) {
  const dispatch = useAppDispatch();
  const [partial, setPartial] = useState<'partialSettle' | 'partialRefund' | null>(null);
  const offered = view.actions;
  const api = {
    payments: 'Payments API _actions',
    cardPayments: 'Card Payments _links',
    apms: 'APMs API _actions',
  }[offered[0]?.api ?? 'cardPayments'];
  // A local method's payment has no Payment Queries history: what remains is the order's amount
  // (the provider refuses more than is left).
  const isApm = order.api === 'apms';
  const send = (kind: OrderActionKind) =>
    dispatch(orderActionRequested({ reference: order.transactionReference, kind }));
  const partialOffered = partial !== null && offered.some((a) => a.kind === partial);

  return (
    <Box component="section" aria-labelledby="order-actions-title" sx={{ my: 2 }}>
      <Typography id="order-actions-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Actions
      </Typography>
      {offered.length === 0 ? (
        <Typography variant="body2" sx={{ color: '#4a4f6a' }}>
          The provider offers no follow-up action on this payment now.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: '#4a4f6a', mb: 1 }}>
            What the provider offers now ({api}).
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {offered.map((action) => (
              <Button
                key={action.kind}
                variant={isPartialAction(action.kind) ? 'outlined' : 'contained'}
                disabled={isBusy}
                aria-expanded={isPartialAction(action.kind) ? partial === action.kind : undefined}
                onClick={() => {
                  if (isPartialAction(action.kind)) setPartial(action.kind);
                  else send(action.kind);
                }}
                sx={{ textTransform: 'none' }}
              >
                {orderActionLabels[action.kind]}
              </Button>
            ))}
          </Box>
          {acting && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Sending: {orderActionLabels[acting]}…
            </Typography>
          )}
        </>
      )}
      {ledger && ledger.open > 0 && (
        <OpenAmountNote offered={offered.map((a) => a.kind)} open={ledger.open} order={order} />
      )}
      {partial && partialOffered && ((ledger && view.payment) || isApm) && (
        <PartialActionForm
          key={partial}
          kind={partial}
          currency={order.currency}
          remaining={
            ledger && view.payment
              ? partial === 'partialSettle'
                ? ledger.open
                : ledger.refundable
              : order.amount
          }
          defaultReference={
            view.payment
              ? partial === 'partialSettle'
                ? `settle-${partialSettlementCount(view.payment) + 1}`
                : `refund-${refundCount(view.payment) + 1}`
              : partial === 'partialSettle'
                ? 'settle-1'
                : 'refund-1'
          }
          isBusy={isBusy}
          onSend={(amount, actionReference) => {
            dispatch(
              orderActionRequested({
                reference: order.transactionReference,
                kind: partial,
                amount,
                actionReference,
              }),
            );
            setPartial(null);
          }}
          onClose={() => setPartial(null)}
        />
      )}
    </Box>
  );
}

function refundCount(payment: NonNullable<OrderView['payment']>): number {
  return payment.events.filter((e) => e.eventName === 'refundRequested').length;
}

/**
 * What can be done with the amount still open (issue 43): settle or cancel it while the provider
 * offers that; a refund first takes both away (the provider offers only refunds after one,
 * provider-lifecycle.md §1.2), so the demo says so before and after.
 */
function OpenAmountNote({
  offered,
  open,
  order,
}: {
  offered: OrderActionKind[];
  open: number;
  order: StoredOrder;
}) {
  const money = orderMoney(open, order.currency);
  const closes = offered.filter((kind) => ['settle', 'partialSettle', 'cancel'].includes(kind));
  const refunds = offered.some((kind) => kind === 'refund' || kind === 'partialRefund');
  let text: string;
  if (closes.length > 0) {
    const words = closes.map((kind) => orderActionLabels[kind]).join(' or ');
    text = `${money} is still open: ${words} takes it.${
      refunds ? ' Settle or cancel it before a refund: after one the provider offers neither.' : ''
    }`;
  } else {
    text = `${money} is still open, but the provider offers no settlement or cancellation of it now (after a refund it offers only refunds): it stays authorized until the authorization lapses at the shopper's bank.`;
  }
  return (
    <Typography variant="body2" data-testid="open-amount-note" sx={{ mt: 1, color: '#4a4f6a' }}>
      {text}
    </Typography>
  );
}
