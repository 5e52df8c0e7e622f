// Scenario triggers on the visitor's own payment or payout (issue 30), in the order detail: what a
// bank or the provider's risk team would do to it later, made to happen now by the built-in
// sandbox (the scenario table's `eventScenarios`), through the demo server, which allows only
// this visitor's references. Each call shows in the trail; the provider's events follow it there
// and in the order's event list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import type { StoredOrder } from '../journeys';
import { recordServerCall, timed } from './record-server-call';
import { scenariosPath, triggerScenario, type ScenarioName } from './webhook-inspector-api';

const labels: Record<ScenarioName, string> = {
  chargeback: 'Chargeback',
  refundFails: 'Refund fails',
  approveLater: 'Approve later',
  refuseLater: 'Refuse later',
};

/** Which triggers apply: a payment at the provider, or a payout (none for a simulated wallet). */
export function scenariosFor(order: Pick<StoredOrder, 'kind' | 'api'>): ScenarioName[] {
  if (order.kind === 'payout') return ['approveLater', 'refuseLater'];
  return order.api === 'none' ? [] : ['chargeback', 'refundFails'];
}

export function ScenarioTriggers({ order }: { order: StoredOrder }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<ScenarioName | null>(null);
  const [note, setNote] = useState<{ text: string; isError: boolean } | null>(null);
  const scenarios = scenariosFor(order);
  if (scenarios.length === 0) return null;
  const reference = order.transactionReference;

  async function trigger(scenario: ScenarioName) {
    setBusy(scenario);
    const { answer, responseTime } = await timed(() => triggerScenario(reference, scenario));
    recordServerCall(
      dispatch,
      `Scenario: ${labels[scenario]}`,
      { method: 'POST', url: scenariosPath, body: { transactionReference: reference, scenario } },
      answer.ok
        ? { status: 200, body: { scenario, message: answer.value.message }, responseTime }
        : { status: answer.status, body: { message: answer.message }, responseTime },
    );
    setBusy(null);
    setNote(
      answer.ok
        ? { text: answer.value.message, isError: false }
        : { text: answer.message, isError: true },
    );
  }

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
            onClick={() => void trigger(scenario)}
            sx={{ textTransform: 'none' }}
          >
            {labels[scenario]}
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
