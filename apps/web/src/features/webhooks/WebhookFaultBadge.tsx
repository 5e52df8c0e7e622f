// A badge while any of the visitor's webhook faults is on (issue 44): they are kept on the demo
// server for this visitor, so they stay on across shops and reloads, and a presenter who forgot
// one would see deliveries fail for no visible reason. It names them, turns them all off in one
// click (a row of the journey table, in the trail), and opens the switches (`onShow`). The
// faults are read when it first shows.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { webhookFaultNames } from '@sjd/contracts';
import { useEffect, useState } from 'react';
import { WarningIcon } from '../../components/icons';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  faultTexts,
  selectFaultSwitches,
  webhookFaultsRequested,
  webhookFaultsTurnedOff,
} from '../journeys';

/** How long what Turn all off came to is said, once the badge is gone. */
const noteMs = 8_000;

export function WebhookFaultBadge({
  onShow,
  isPanelOpen,
}: {
  onShow(): void;
  /** The switches are shown: what Turn all off came to is said there, not twice. */
  isPanelOpen: boolean;
}) {
  const dispatch = useAppDispatch();
  const { faults, note } = useAppSelector(selectFaultSwitches);
  const on = faults ? webhookFaultNames.filter((name) => faults[name]) : [];
  const [isTurningOff, setTurningOff] = useState(false);

  useEffect(() => {
    dispatch(webhookFaultsRequested());
  }, [dispatch]);
  useEffect(() => {
    if (!isTurningOff) return;
    const timer = window.setTimeout(() => setTurningOff(false), noteMs);
    return () => window.clearTimeout(timer);
  }, [isTurningOff]);

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
            onClick={() => {
              setTurningOff(true);
              dispatch(webhookFaultsTurnedOff());
            }}
            sx={{ color: '#e3b341', minWidth: 0, fontWeight: 700 }}
          >
            Turn all off
          </Button>
          <Button size="small" onClick={onShow} sx={{ color: '#e6edf3', minWidth: 0 }}>
            Show faults
          </Button>
        </Box>
      ) : (
        isTurningOff &&
        !isPanelOpen &&
        note && <Box sx={{ px: 1.5, py: 0.25, color: '#c9d1d9' }}>{note}</Box>
      )}
    </Box>
  );
}
