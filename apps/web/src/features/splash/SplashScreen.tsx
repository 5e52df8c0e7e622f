// A shop's splash (spec §2: background, logo and the 'Enter Site' button; digital: a start
// button). The background is the theme's own; product artwork can replace it per shop.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { ThemeData } from '../../themes/theme-types';

export function SplashScreen({ theme, entryPath }: { theme: ThemeData; entryPath: string }) {
  const { Logo, splash, brand } = theme;
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 520,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 3,
        py: 6,
        textAlign: 'center',
        background: splash.background,
        color: splash.onBackground,
      }}
    >
      <Box sx={{ bgcolor: 'background.paper', px: 2.5, py: 1.5, borderRadius: 1, boxShadow: 3 }}>
        <Logo height={44} title={`${brand.name} logo`} />
      </Box>
      <Typography variant="h1" sx={{ color: 'inherit', textShadow: '0 1px 3px rgba(0,0,0,0.25)' }}>
        {splash.headline}
      </Typography>
      <Typography
        sx={{
          maxWidth: 420,
          fontSize: '1.1rem',
          fontWeight: 600,
          textShadow: '0 1px 2px rgba(0,0,0,0.2)',
        }}
      >
        {splash.text}
      </Typography>
      <Button
        component={Link}
        to={entryPath}
        variant="contained"
        size="large"
        sx={{ width: 279, maxWidth: '100%' }}
      >
        {splash.action}
      </Button>
    </Box>
  );
}
