// A shop's splash (spec §2: background, logo and the 'Enter Site' button; digital: a start
// button). The background is the theme's own; product artwork can replace it per shop.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { layout } from '../../themes/breakpoints';
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
      <Typography variant="h1" sx={{ color: 'inherit' }}>
        {splash.headline}
      </Typography>
      <Typography sx={{ maxWidth: 420, fontSize: '1.1rem', fontWeight: 600 }}>
        {splash.text}
      </Typography>
      <Button
        component={Link}
        to={entryPath}
        variant="contained"
        size="large"
        sx={{
          width: layout.buttonWidth,
          maxWidth: '100%',
          // The button sits on the splash background, not on the page: its own colours.
          '--variant-containedBg': splash.actionBackground,
          '--variant-containedColor': splash.actionText,
          '&:hover': {
            '--variant-containedBg': splash.actionBackground,
            filter: 'brightness(1.1)',
          },
        }}
      >
        {splash.action}
      </Button>
    </Box>
  );
}
