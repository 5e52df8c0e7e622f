// What a shared journey link did, said where the visitor is looking (issue 32): on a phone the
// terminal sits behind its tab, so the message its own alert gives would go unseen; this one
// shows at the foot of the window, over the shop, until dismissed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { createPortal } from 'react-dom';

export function LinkNotice({ text, onDismiss }: { text: string; onDismiss(): void }) {
  return createPortal(
    <Box
      role="alert"
      sx={{
        position: 'fixed',
        left: 8,
        right: 8,
        bottom: 8,
        zIndex: 1500,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.25,
        borderRadius: 1,
        border: '1px solid #d29922',
        bgcolor: '#1c1a12',
        color: '#e6edf3',
        fontSize: 14,
        boxShadow: '0 4px 16px rgba(0, 0, 0, 0.4)',
      }}
    >
      <Box component="span" sx={{ flex: 1 }}>
        {text}
      </Box>
      <Button
        size="small"
        sx={{ color: '#e6edf3', border: '1px solid #30363d' }}
        onClick={onDismiss}
      >
        Dismiss
      </Button>
    </Box>,
    document.body,
  );
}
