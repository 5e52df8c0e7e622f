// Scenario triggers on the visitor's own payment or payout (issue 30), in the order detail: what a
// bank or the provider's risk team would do to it later, made to happen now by the built-in
// sandbox (the scenario table's `eventScenarios`), through the demo server, which allows only
// this visitor's references. Each call shows in the trail; the provider's events follow it there
// and in the order's event list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { WebhookScenarioName } from '@sjd/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  scenarioLabel,
  scenarioTriggerRequested,
  selectScenarioRun,
  type StoredOrder,
} from '../journeys';

/** Which triggers apply: a payment at the provider, or a payout (none for a simulated wallet). */
export function scenariosFor(order: Pick<StoredOrder, 'kind' | 'api'>): WebhookScenarioName[] {
  if (order.kind === 'payout') return ['approveLater', 'refuseLater'];
  return order.api === 'none' ? [] : ['chargeback', 'refundFails'];
}

export function ScenarioTriggers({ order }: { order: StoredOrder }) {
  const dispatch = useAppDispatch();
  const reference = order.transactionReference;
  const run = useAppSelector((state) => selectScenarioRun(state, reference));
  const scenarios = scenariosFor(order);
  if (scenarios.length === 0) return null;
  const busy = run?.busy ?? null;
  const note = run?.note ?? null;

  return (
    <Box component="section" aria-labelledby="scenario-triggers-title" sx={{ my: 2 }}>
      <Typography
        id="scenario-triggers-title"
        variant="h3"
        sx={{ fontSize: '1rem', fontWeight: 700 }}
      >
        Scenario triggers (sandbox)
      </Typography>
      <Typography sx={{ fontSize: '0.8rem', color: '#4a4f6a', mb: 1 }}>
        What a bank or the provider would do later, now; the events follow in the trail.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {scenarios.map((scenario) => (
          <Button
            key={scenario}
            variant="outlined"
            disabled={busy !== null}
            onClick={() =>
              dispatch(scenarioTriggerRequested({ transactionReference: reference, scenario }))
            }
            sx={{ textTransform: 'none' }}
          >
            {scenarioLabel(scenario)}
          </Button>
        ))}
      </Box>
      <Box
        role="status"
        aria-live="polite"
        sx={{
          minHeight: '1.5em',
          fontSize: '0.875rem',
          mt: 1,
          color: note?.isError ? '#b3261e' : 'inherit',
        }}
      >
        {note?.text}
      </Box>
    </Box>
  );
}
