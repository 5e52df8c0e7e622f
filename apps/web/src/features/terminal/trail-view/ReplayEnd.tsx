// The end of a replayed recording, said at the foot of the trail (issue 44): a finished replay
// looked like a live trail that had simply stopped.
import Box from '@mui/material/Box';

export function ReplayEnd({ steps }: { steps: number }) {
  return (
    <Box
      sx={{
        mx: 1.5,
        mb: 1.5,
        p: 1,
        borderRadius: 1,
        border: '1px dashed #d29922',
        color: '#e6edf3',
        fontSize: 13,
        textAlign: 'center',
      }}
    >
      <Box component="strong" sx={{ display: 'block', color: '#e3b341' }}>
        End of the recording
      </Box>
      All {steps} steps replayed; nothing was sent again. Play again from the bar above, or go back
      to the live trail.
    </Box>
  );
}
