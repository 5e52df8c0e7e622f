// A shop's splash (spec §2: background, logo and the 'Enter Site' button; digital: a start
// button). Shops with artwork show it full-bleed with the text on a panel in front (the artwork's
// colours vary, the panel keeps the text readable); the others use their theme's background.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { BrandSplash } from '../../assets/splash';
import { layout } from '../../themes/breakpoints';
import type { ThemeData } from '../../themes/theme-types';
import { SplashArtwork } from './SplashArtwork';

interface SplashScreenProps {
  theme: ThemeData;
  entryPath: string;
  artwork?: BrandSplash | null;
}

export function SplashScreen({ theme, entryPath, artwork }: SplashScreenProps) {
  const { Logo, splash, brand } = theme;
  const hasArtwork = Boolean(artwork);
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        flex: 1,
        minHeight: 520,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 3,
        py: 6,
        background: hasArtwork ? undefined : splash.background,
      }}
    >
      {artwork && <SplashArtwork artwork={artwork} />}
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 3,
          textAlign: 'center',
          color: hasArtwork ? 'text.primary' : splash.onBackground,
          ...(hasArtwork && {
            maxWidth: 440,
            px: { xs: 3, sm: 5 },
            py: { xs: 4, sm: 5 },
            borderRadius: 2,
            bgcolor: 'rgba(255, 255, 255, 0.86)',
            backdropFilter: 'blur(6px)',
            boxShadow: '0 18px 48px rgba(0, 0, 0, 0.18)',
          }),
        }}
      >
        <Box
          sx={
            hasArtwork
              ? undefined
              : { bgcolor: 'background.paper', px: 2.5, py: 1.5, borderRadius: 1, boxShadow: 3 }
          }
        >
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
            // On the theme's own background the button takes the splash's colours; in front of
            // artwork it sits on the light panel and keeps the theme's primary colours.
            ...(!hasArtwork && {
              '--variant-containedBg': splash.actionBackground,
              '--variant-containedColor': splash.actionText,
              '&:hover': {
                '--variant-containedBg': splash.actionBackground,
                filter: 'brightness(1.1)',
              },
            }),
          }}
        >
          {splash.action}
        </Button>
      </Box>
    </Box>
  );
}
