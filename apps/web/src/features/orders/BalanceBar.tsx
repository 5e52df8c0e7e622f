// The order's balance (issue 29): what was authorized, and how much of it is settled, refunded,
// cancelled, still open, failed to settle or charged back, from the provider's history and the
// events its webhooks delivered (order-ledger.ts `ledgerOf`). The bar is a
// picture of the figures beside it, which are the text a reader gets.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { orderMoney, type OrderLedger } from '../journeys';

const colours = {
  settled: '#2e7d32',
  refunded: '#c25e00',
  cancelled: '#6b7080',
  open: '#9fb3f0',
  failed: '#c62828',
  chargedBack: '#7b1fa2',
} as const;

export function BalanceBar({ ledger, currency }: { ledger: OrderLedger; currency: string }) {
  const money = (amount: number) => orderMoney(amount, currency);
  const base = Math.max(ledger.authorized, 1);
  const segments = [
    { key: 'settled', amount: Math.max(0, ledger.settled - ledger.refunded - ledger.chargedBack) },
    { key: 'refunded', amount: ledger.refunded },
    { key: 'chargedBack', amount: ledger.chargedBack },
    { key: 'cancelled', amount: ledger.cancelled },
    { key: 'open', amount: ledger.open },
    { key: 'failed', amount: ledger.settlementFailed },
  ] as const;
  const figures = [
    { label: 'Authorized', amount: ledger.authorized, colour: null },
    { label: 'Settled', amount: ledger.settled, colour: colours.settled },
    { label: 'Refunded', amount: ledger.refunded, colour: colours.refunded },
    { label: 'Cancelled', amount: ledger.cancelled, colour: colours.cancelled },
    { label: 'Still open', amount: ledger.open, colour: colours.open },
    // Shown only once a settlement has failed (simulator's SETTLEMENT-FAILED reference).
    ...(ledger.settlementFailed > 0
      ? [{ label: 'Settlement failed', amount: ledger.settlementFailed, colour: colours.failed }]
      : []),
    // Shown only once the shopper's bank charged the payment back (an applied chargedBack event).
    ...(ledger.chargedBack > 0
      ? [{ label: 'Charged back', amount: ledger.chargedBack, colour: colours.chargedBack }]
      : []),
  ];
  return (
    <Box component="section" aria-labelledby="order-balance-title" sx={{ my: 2 }}>
      <Typography id="order-balance-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Balance
      </Typography>
      <Box
        aria-hidden="true"
        data-testid="balance-bar"
        sx={{
          display: 'flex',
          height: 14,
          borderRadius: 7,
          overflow: 'hidden',
          bgcolor: '#e4e7f0',
          my: 1,
        }}
      >
        {segments.map((segment) =>
          segment.amount > 0 ? (
            <Box
              key={segment.key}
              data-segment={segment.key}
              sx={{
                width: `${(segment.amount / base) * 100}%`,
                bgcolor: colours[segment.key],
              }}
            />
          ) : null,
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
          gap: 1,
          m: 0,
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column' }}>
            <Box
              component="dt"
              sx={{
                fontSize: '0.8rem',
                color: '#4a4f6a',
                display: 'flex',
                gap: 0.5,
                alignItems: 'center',
              }}
            >
              {figure.colour && (
                <Box
                  aria-hidden="true"
                  component="span"
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: figure.colour }}
                />
              )}
              {figure.label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {money(figure.amount)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
