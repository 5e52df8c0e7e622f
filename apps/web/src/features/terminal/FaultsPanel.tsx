// The visitor's webhook delivery faults, opened from the terminal's header or its fault badge
// (issue 44): before, they were only inside a webhook's inspector, so a fault could be set only
// after a first event had come. Focus moves to the panel's heading when it opens.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useId, useRef } from 'react';
import { scrollIntoSight } from '../../lib/scroll-into-sight';
import { WebhookFaults } from '../webhooks';

export function FaultsPanel({ onClose }: { onClose(): void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    scrollIntoSight(heading.current);
  }, []);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ m: 1.5, p: 1, border: '1px solid #30363d', borderRadius: 1, color: '#c9d1d9' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          component="h3"
          id={headingId}
          ref={heading}
          tabIndex={-1}
          sx={{ m: 0, flex: 1, fontSize: 14, color: '#e6edf3' }}
        >
          Webhook faults
        </Box>
        <Button size="small" onClick={onClose} sx={{ color: '#e6edf3', minWidth: 0 }}>
          Close
        </Button>
      </Box>
      <Box sx={{ fontSize: 12.5, mt: 0.5 }}>
        What the provider&apos;s events do on their way to the merchant server, for your payments
        only. They stay on, across shops and reloads, until turned off.
      </Box>
      <WebhookFaults />
    </Box>
  );
}
