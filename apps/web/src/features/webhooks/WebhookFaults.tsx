// The visitor's delivery faults (issue 30): six switches, saved on the demo server for this
// visitor only (its cookie) and applied to this visitor's payments and payouts from now on (the
// last 50 and each new one). Each fault's effect shows in the trail as the receiver meets it.
// Shown in a webhook's inspector, next to the evidence (attempts, the receiver's answers) and the
// Resend button, and in the terminal's own faults panel, reachable before any webhook came
// (issue 44); they take effect at once without the settings' Apply. Every place reads the same
// switches from the store (journeys' webhookTools).
import Box from '@mui/material/Box';
import { webhookFaultNames } from '@sjd/contracts';
import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  faultTexts,
  selectFaultSwitches,
  webhookFaultsRequested,
  webhookFaultSwitched,
} from '../journeys';

export function WebhookFaults() {
  const dispatch = useAppDispatch();
  const legendId = useId();
  const { faults, simulator: isSimulator, note } = useAppSelector(selectFaultSwitches);

  useEffect(() => {
    dispatch(webhookFaultsRequested());
  }, [dispatch]);

  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: '1px solid #30363d', borderRadius: 1, m: 0, mt: 1, p: 1 }}
    >
      <Box component="legend" id={legendId} sx={{ px: 0.5, fontWeight: 700, color: '#e6edf3' }}>
        Delivery faults (your payments only)
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {webhookFaultNames.map((name) => {
          const sandboxOnly = name !== 'first500';
          const isDisabled = faults === null || (sandboxOnly && !isSimulator);
          return (
            <li key={name}>
              <Box
                component="label"
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                  cursor: isDisabled ? 'default' : 'pointer',
                }}
              >
                <input
                  type="checkbox"
                  checked={faults?.[name] ?? false}
                  disabled={isDisabled}
                  onChange={(event) =>
                    dispatch(webhookFaultSwitched({ name, isOn: event.target.checked }))
                  }
                  style={{
                    width: 18,
                    height: 18,
                    flexShrink: 0,
                    margin: '2px 0 0',
                    accentColor: '#58a6ff',
                  }}
                />
                <span>
                  <Box component="span" sx={{ fontWeight: 600, color: '#e6edf3' }}>
                    {faultTexts[name].label}
                  </Box>
                  <Box component="span" sx={{ display: 'block', color: '#8b949e', fontSize: 12 }}>
                    {faultTexts[name].effect}
                  </Box>
                </span>
              </Box>
            </li>
          );
        })}
      </Box>
      {!isSimulator && (
        <Box sx={{ color: '#e3b341', fontSize: 12, mt: 0.5 }}>
          With a real provider only the receiver&apos;s own fault (first attempt answered 500) is
          available: the others are the built-in sandbox&apos;s.
        </Box>
      )}
      <Box
        role="status"
        aria-live="polite"
        sx={{ minHeight: '1.25em', fontSize: 12, color: '#c9d1d9', mt: 0.5 }}
      >
        {note}
      </Box>
    </Box>
  );
}
