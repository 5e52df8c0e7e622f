// A journey a reload stopped (issue 35, item 2): the processing or withdrawing screen, opened
// again by the reload with nothing running, says so — what is known of the calls made (their
// steps are still in the trail, ended with the same words) — instead of leaving silently.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { layout } from '../../themes/breakpoints';

interface InterruptedScreenProps {
  title: string;
  text: string;
  continueTo: string;
  continueLabel: string;
  onContinue(): void;
}

export function InterruptedScreen(props: InterruptedScreenProps) {
  const { title, text, continueTo, continueLabel, onContinue } = props;
  return (
    <Box
      component="section"
      aria-labelledby="interrupted-title"
      sx={{
        width: '100%',
        maxWidth: layout.paymentErrorMaxWidth,
        mx: 'auto',
        px: 2,
        py: 5,
        boxSizing: 'border-box',
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Typography id="interrupted-title" variant="h2" component="h1">
        {title}
      </Typography>
      <Typography>{text}</Typography>
      <Typography variant="body2" color="text.secondary">
        The calls made before the reload are still in the terminal.
      </Typography>
      <Button component={Link} to={continueTo} variant="contained" onClick={onContinue}>
        {continueLabel}
      </Button>
    </Box>
  );
}
