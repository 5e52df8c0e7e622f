// The processing spinner (spec §2 "spinner (2 second rotation)", §9 "spinner period 2 seconds").
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

export const spinnerPeriodMs = 2000;

const rotate = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

export function Spinner({ size = 72 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      data-testid="spinner"
      sx={{ animation: `${rotate} ${spinnerPeriodMs}ms linear infinite`, color: 'primary.main' }}
    >
      <circle
        cx="24"
        cy="24"
        r="20"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.15"
        strokeWidth="4"
      />
      <circle
        cx="24"
        cy="24"
        r="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="40 126"
      />
    </Box>
  );
}
