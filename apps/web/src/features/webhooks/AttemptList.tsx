// The provider's delivery attempts of one event (from the sandbox's records: status, latency,
// the start of the receiver's answer, the next retry) or, with a real provider, what the
// receiver got each time.
import Box from '@mui/material/Box';
import type { DeliveryAttempt, InspectedEvent, Reception } from '@sjd/contracts';

const time = (iso: string) => iso.slice(11, 19);

const faultWords: Record<string, string> = {
  duplicate: 'duplicate (fault)',
  badSignature: 'bad signature (fault)',
  missingSignature: 'no signature (fault)',
};

function attemptLine(a: DeliveryAttempt): string {
  const status = a.status === null ? 'no answer' : String(a.status);
  const next = a.nextAttemptAt ? ` · next retry ${time(a.nextAttemptAt)}` : '';
  const fault = a.fault ? ` · ${faultWords[a.fault] ?? a.fault}` : '';
  return `#${a.attempt} at ${time(a.at)} · ${status} · ${a.latencyMs} ms${fault}${next}`;
}

export function AttemptList({
  delivery,
  receptions,
  isSimulator,
}: {
  delivery: InspectedEvent['deliveries'][number] | undefined;
  receptions: Reception[];
  isSimulator: boolean;
}) {
  if (isSimulator && delivery) {
    return (
      <>
        <Box
          component="ol"
          aria-label="Delivery attempts"
          sx={{ m: 0, mt: 0.5, pl: 2.5, fontSize: 12 }}
        >
          {delivery.attempts.map((a) => (
            <li key={`${a.attempt}`}>
              <span>{attemptLine(a)}</span>
              {a.response && (
                <Box
                  component="span"
                  sx={{ display: 'block', color: '#8b949e', overflowWrap: 'anywhere' }}
                >
                  answer: {a.response.slice(0, 160)}
                </Box>
              )}
            </li>
          ))}
        </Box>
        <Box sx={{ fontSize: 12, color: '#8b949e' }}>
          State: {delivery.state}
          {delivery.held && delivery.held.length > 0
            ? ` · held by ${delivery.held.join(', ')}`
            : ''}
          {delivery.nextAttemptAt ? ` · next attempt ${time(delivery.nextAttemptAt)}` : ''}
        </Box>
      </>
    );
  }
  if (receptions.length === 0) return <Box sx={{ fontSize: 12 }}>None recorded yet.</Box>;
  return (
    <Box
      component="ol"
      aria-label="Deliveries received"
      sx={{ m: 0, mt: 0.5, pl: 2.5, fontSize: 12 }}
    >
      {receptions.map((r, i) => (
        <li key={`${r.receivedAt}-${i}`}>
          {time(r.receivedAt)} · answered {r.answer.status} · {r.outcome}
        </li>
      ))}
    </Box>
  );
}
