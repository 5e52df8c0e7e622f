// One order as the provider holds it (issue 29): amount, currency, shop, payment method, the
// provider's current status, the balance bar, the actions it offers now, the shop's own use of
// them and the Payment Queries timeline. What the browser keeps (order facts) and what the
// provider said last (journeys' orders slice) are all it reads; the flows do the talking.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  ledgerOf,
  orderClosed,
  orderMoney,
  orderRefreshRequested,
  paymentMethodTexts,
  selectOrderDetail,
  storyStatusOf,
  type StoredOrder,
} from '../journeys';
import { BackIcon } from '../../components/icons';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { cardBrandName } from '../../lib/saved-cards';
import { BalanceBar } from './BalanceBar';
import { OrderActions } from './OrderActions';
import { OrderTimeline } from './OrderTimeline';
import { placedAtText, shopTitle } from './order-texts';
import { ShopUse } from './ShopUse';
import { ScenarioTriggers, WebhookTimeline } from '../webhooks';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box component="dt" sx={{ fontSize: '0.8rem', color: '#4a4f6a' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

export function OrderDetail({ order }: { order: StoredOrder }) {
  const dispatch = useAppDispatch();
  const { status, view, notice, acting } = useAppSelector(selectOrderDetail);
  const payment = view?.payment ?? null;
  const events = order.events ?? [];
  const ledger = payment && view ? ledgerOf(payment, view.status, events) : null;
  // What the shopper sees: the provider's word, unless an applied event says more (issue 43).
  const providerStatus = order.api === 'none' ? order.outcome : (view?.status ?? null);
  const storyStatus = storyStatusOf(order.kind, providerStatus, events);
  const isBusy = status === 'loading' || status === 'acting';
  const card = payment?.paymentInstrument.card;
  const method =
    card && order.method !== 'hostedPage'
      ? `${cardBrandName(card.brand)} •••• ${card.number.last4Digits}`
      : order.methodLabel;
  const reference = order.transactionReference;

  return (
    <Box component="article" aria-labelledby="order-title">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Button
          startIcon={<BackIcon />}
          onClick={() => dispatch(orderClosed())}
          disabled={status === 'acting'}
          sx={{ textTransform: 'none' }}
        >
          All orders
        </Button>
        {order.api !== 'none' && (
          <Button
            variant="outlined"
            onClick={() => dispatch(orderRefreshRequested({ reference }))}
            disabled={isBusy}
            sx={{ textTransform: 'none' }}
          >
            Refresh
          </Button>
        )}
      </Box>
      <Typography id="order-title" variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        {shopTitle(order.shop)} {order.kind === 'payout' ? 'payout' : 'order'}{' '}
        {orderMoney(order.amount, order.currency)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
          gap: 1.5,
          my: 1.5,
        }}
      >
        <Fact label="Amount">{orderMoney(order.amount, order.currency)}</Fact>
        <Fact label="Currency">{order.currency}</Fact>
        <Fact label="Shop">{shopTitle(order.shop)}</Fact>
        <Fact label="Payment method">
          {method}
          <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.8rem' }}>
            {paymentMethodTexts[order.method].detail}
          </Box>
        </Fact>
        <Fact label="Provider status">
          <span data-testid="provider-status">{storyStatus ?? (isBusy ? 'Reading…' : '—')}</span>
          {storyStatus !== providerStatus && providerStatus && (
            <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.8rem' }}>
              {order.api === 'none' ? 'Answered' : 'The API still says'} {providerStatus}: the
              events applied since say more
            </Box>
          )}
        </Fact>
        <Fact label="Transaction reference">{reference}</Fact>
        {(payment?.paymentId ?? order.paymentId) && (
          <Fact label="Payment id">{payment?.paymentId ?? order.paymentId}</Fact>
        )}
        <Fact label="Placed">{placedAtText(order.placedAt)}</Fact>
      </Box>

      <Box role="status" aria-live="polite" sx={{ minHeight: '1.5em', fontSize: '0.875rem' }}>
        {status === 'loading' ? 'Reading the order from the provider…' : ''}
        {status === 'acting' ? 'Sending the action to the provider…' : ''}
      </Box>
      {notice && (
        <Alert
          severity={notice.tone}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          sx={{ my: 1 }}
        >
          {notice.text}
        </Alert>
      )}

      {order.api === 'none' ? (
        <Typography sx={{ my: 2 }}>
          {order.kind === 'payout'
            ? 'A payout is read-only here: the provider offers no follow-up action on it.'
            : 'This express wallet payment is simulated: no request reached the provider, so there is nothing to settle or refund.'}
        </Typography>
      ) : (
        <>
          {ledger && <BalanceBar ledger={ledger} currency={order.currency} />}
          {view && (
            <OrderActions
              order={order}
              view={view}
              ledger={ledger}
              isBusy={isBusy}
              acting={acting}
            />
          )}
          {view && ledger && <ShopUse order={order} view={view} ledger={ledger} isBusy={isBusy} />}
          {payment && <OrderTimeline payment={payment} events={events} />}
        </>
      )}
      <ScenarioTriggers order={order} />
      <WebhookTimeline transactionReference={reference} />
    </Box>
  );
}
