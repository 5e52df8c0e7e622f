// The artwork behind a shop's splash (spec §2 {base}: "background images for mobile and
// desktop"): portrait on a phone, landscape on a desktop screen, webp with a JPEG fallback. The
// choice follows the shop's breakpoints, not the window's: inside the mobile device frame of a
// wide window the shop is a phone (see mui-theme.ts), which a <source media> query cannot know.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BrandSplash } from '../../assets/splash';

export function SplashArtwork({ artwork }: { artwork: BrandSplash }) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const image = isWide ? artwork.desktop : artwork.mobile;
  return (
    <Box
      component="picture"
      // The artwork is scenery: the panel in front of it says what the page is.
      aria-hidden="true"
      sx={{ position: 'absolute', inset: 0, display: 'block' }}
    >
      <source type="image/webp" srcSet={image.webp} />
      <Box
        component="img"
        src={image.fallback}
        alt=""
        width={image.width}
        height={image.height}
        fetchPriority="high"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
