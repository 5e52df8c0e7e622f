// The information panel of the left panel: what this use case shows a payments engineer.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function InformationPanel({ points }: { points: readonly string[] }) {
  return (
    <Box component="section" aria-labelledby="information-title" sx={{ mb: 2 }}>
      <Typography id="information-title" component="h3" variant="h6" gutterBottom>
        Information
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
        {points.map((point) => (
          <Typography component="li" variant="body2" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
