// A badge while any of the visitor's webhook faults is on (issue 44): they are kept on the demo
// server for this visitor, so they stay on across shops and reloads, and a presenter who forgot
// one would see deliveries fail for no visible reason. It names them, turns them all off in one
// click, and opens the switches (`onShow`).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { WarningIcon } from '../../components/icons';
import { faultTexts } from './webhook-inspector-api';
import { allFaultsOff, faultsOn, useWebhookFaults } from './WebhookFaultsProvider';

const noteMs = 8_000;

export function WebhookFaultBadge({ onShow }: { onShow(): void }) {
  const { faults, save } = useWebhookFaults();
  const [note, setNote] = useState('');
  const [isSaving, setSaving] = useState(false);
  const on = faultsOn(faults);
  // What the last Turn all off did, said for a few seconds (the badge itself is gone).
  useEffect(() => {
    if (note === '') return;
    const timer = window.setTimeout(() => setNote(''), noteMs);
    return () => window.clearTimeout(timer);
  }, [note]);

  async function turnAllOff() {
    setSaving(true);
    const result = await save(allFaultsOff, 'all off');
    setSaving(false);
    setNote(result.ok ? 'Every webhook fault is off for your payments.' : result.message);
  }

  return (
    // Always in the page, so a fault turned on (or all turned off) is announced.
    <Box role="status" aria-live="polite" sx={{ fontSize: 13 }}>
      {on.length > 0 ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 0.5,
            px: 1,
            py: 0.25,
            borderBottom: '1px solid #d29922',
            bgcolor: '#2b2111',
            color: '#e6edf3',
          }}
        >
          <WarningIcon aria-hidden="true" sx={{ fontSize: 18, color: '#e3b341' }} />
          <Box component="span" sx={{ flex: '1 1 150px' }}>
            <strong>
              {on.length === 1 ? 'Webhook fault on' : `${on.length} webhook faults on`}:
            </strong>{' '}
            {on.map((name) => faultTexts[name].label).join(', ')}
          </Box>
          <Button
            size="small"
            disabled={isSaving}
            onClick={() => void turnAllOff()}
            sx={{ color: '#e3b341', minWidth: 0, fontWeight: 700 }}
          >
            Turn all off
          </Button>
          <Button size="small" onClick={onShow} sx={{ color: '#e6edf3', minWidth: 0 }}>
            Show faults
          </Button>
        </Box>
      ) : (
        note && <Box sx={{ px: 1.5, py: 0.25, color: '#c9d1d9' }}>{note}</Box>
      )}
    </Box>
  );
}
